import { ACCOUNT_TEXTS } from '#common/account-texts.ts';

/** What deleting an account removes and what it leaves, said before anyone confirms; headed one level below where it sits. */
export function DeletionConsequences({ heading: Heading }: { heading: 'h2' | 'h3' }) {
  return (
    <div className="space-y-4 text-sm">
      {(
        [
          [ACCOUNT_TEXTS.removedHeading, ACCOUNT_TEXTS.removed],
          [ACCOUNT_TEXTS.keptHeading, ACCOUNT_TEXTS.kept],
        ] as const
      ).map(([title, items]) => (
        <section key={title} className="space-y-1.5">
          <Heading className="font-semibold text-ink">{title}</Heading>
          <ul className="list-disc space-y-1 pl-5 text-ink-muted">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
