import type { FishingSession } from '@tides/widgets';
import { MOON_PHASE_NAMES as MOON_PHASES } from '@tides/conventions/moon-phases';

/** Fewer catches than this and any pattern is mostly chance; the chart says so. */
const FEW_CATCHES = 20;

function Bars({ title, counts }: { title: string; counts: [string, number][] }) {
  const most = Math.max(1, ...counts.map(([, count]) => count));
  return (
    <table className="catch-bars">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Fish caught</th>
        </tr>
      </thead>
      <tbody>
        {counts.map(([label, count]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>
              <span className="catch-bar" style={{ inlineSize: `${(count / most) * 100}%` }} />
              <span className="catch-count">{count}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Which sessions the tally counts, in a sentence: those the log's filters show (all of them when
 * none is set), less those saved without tide and moon readings, which it says it leaves out.
 */
export function catchPatternScope(scope: {
  counted: number;
  withoutConditions: number;
  shown: number;
  logged: number;
}): string {
  const sessions = (n: number) => (n === 1 ? '1 session' : `${n} sessions`);
  const which =
    scope.shown === scope.logged
      ? `Counting ${scope.logged === 1 ? 'the one session' : `all ${scope.logged} sessions`} in your log`
      : `Counting the ${sessions(scope.shown)} that match the station and dates chosen above (of ${scope.logged} logged)`;
  const left =
    scope.withoutConditions === 0
      ? ''
      : ` except ${scope.withoutConditions === 1 ? 'one' : scope.withoutConditions} saved without tide and moon readings, which ${scope.withoutConditions === 1 ? 'is' : 'are'} left out`;
  return `${which}${left}, by the tide and moon when each started.`;
}

/** Catches by tide stage and by moon phase, from the visitor's own log. */
export function CatchPattern({ sessions, logged }: { sessions: FishingSession[]; logged: number }) {
  const withConditions = sessions.filter((session) => session.conditions);
  const fish = (session: FishingSession) =>
    session.catches.reduce((sum, caught) => sum + caught.count, 0);
  const total = withConditions.reduce((sum, session) => sum + fish(session), 0);
  const byStage: [string, number][] = ['rising', 'falling'].map((stage) => [
    stage === 'rising' ? 'Rising tide' : 'Falling tide',
    withConditions
      .filter((session) => session.conditions?.tide.stage === stage)
      .reduce((sum, session) => sum + fish(session), 0),
  ]);
  const byMoon: [string, number][] = MOON_PHASES.map((phase) => [
    phase,
    withConditions
      .filter((session) => session.conditions?.moon.phase === phase)
      .reduce((sum, session) => sum + fish(session), 0),
  ]);
  // Sessions logged before the period was kept have none; they are left out of this tally.
  const bySolunar: [string, number][] = (
    [
      ['Major period', 'major'],
      ['Minor period', 'minor'],
      ['Outside them', null],
    ] as const
  ).map(([label, period]) => [
    label,
    withConditions
      .filter((session) => session.conditions?.solunar === period)
      .reduce((sum, session) => sum + fish(session), 0),
  ]);
  return (
    <section className="card" aria-labelledby="pattern-title">
      <h2 id="pattern-title">Your catches by tide and moon</h2>
      {total === 0 ? (
        <p>Log sessions with catches to see when yours come.</p>
      ) : (
        <>
          <p>
            {total} fish over {withConditions.length}{' '}
            {withConditions.length === 1 ? 'session' : 'sessions'}.{' '}
            {catchPatternScope({
              counted: withConditions.length,
              withoutConditions: sessions.length - withConditions.length,
              shown: sessions.length,
              logged,
            })}
            {total < FEW_CATCHES
              ? ` With fewer than ${FEW_CATCHES} fish, any pattern here is mostly chance.`
              : ' Sessions are not equal in length or effort, so read this as a tally, not a forecast.'}
          </p>
          <div className="catch-pattern">
            <Bars title="By tide stage" counts={byStage} />
            <Bars title="By moon phase" counts={byMoon} />
            <Bars title="By solunar period" counts={bySolunar} />
          </div>
          <p className="muted">
            Solunar tables say fish feed most around the moon’s transits (major periods) and its
            rise and set (minor ones): your own log can test that claim here rather than take it
            from us.
          </p>
        </>
      )}
    </section>
  );
}
