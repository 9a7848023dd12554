import { publicationCopy } from '../content/publication-copy';
import { contentProblems } from '../content/publications';

/**
 * In `npm run dev`, what is wrong with a piece of content, on whichever page
 * the author opens: the files left out and why, one line each. Renders
 * nothing in a build, which stops on a problem instead.
 */
export function ContentProblems() {
  if (contentProblems.length === 0) return null;
  const copy = publicationCopy.contentProblems;
  return (
    <section className="draft-banner content-problems" role="alert" aria-labelledby="content-problems-title">
      <h2 id="content-problems-title">{copy.title(contentProblems.length)}</h2>
      <p>{copy.body}</p>
      <ul>
        {contentProblems.map((problem) => (
          <li key={problem}>
            <code>{problem}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
