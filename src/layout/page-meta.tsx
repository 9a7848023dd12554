import { site } from '../content/site';

/** Title and description of one page; React hoists them into <head>. */
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{`${title} | ${site.name}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
