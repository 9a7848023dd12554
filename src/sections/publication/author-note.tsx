import { type PersonId, people } from '../../content/people';
import { publicationCopy } from '../../content/publication-copy';

/** Who wrote an insight: name, role and a line about them, the article's footer. */
export function AuthorNote({ author }: { author: PersonId }) {
  const person = people[author];
  return (
    <footer className="author-note">
      <p className="author-note__label">{publicationCopy.writtenBy}</p>
      <p className="author-note__name">
        {person.name}
        <span className="author-note__role">{person.role}</span>
      </p>
      <p>{person.bio}</p>
    </footer>
  );
}
