import type { Block, Section } from '../content/types';

/** Renders content blocks: paragraphs, bulleted lists and numbered steps. */
export function Blocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        if (typeof block === 'string') return <p key={index}>{block}</p>;
        if ('list' in block) {
          return (
            <ul key={index}>
              {block.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
        }
        return (
          <ol key={index}>
            {block.steps.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        );
      })}
    </>
  );
}

/** A titled content card. */
export function SectionCard({
  section,
  as: Heading = 'h2',
}: {
  section: Section;
  as?: 'h2' | 'h3';
}) {
  return (
    <section className="card prose" data-slot="content-card">
      <Heading>{section.title}</Heading>
      <Blocks blocks={section.body} />
    </section>
  );
}
