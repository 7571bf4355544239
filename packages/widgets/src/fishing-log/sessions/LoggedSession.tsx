/**
 * One session in the log's list: its station and start on the station's clock, the tide, sun
 * and moon of its start, its catches and notes, and its edit and delete buttons (delete asks
 * first, in place).
 */
import { Heading, type HeadingLevel } from '../../internal/heading.tsx';
import type { HeightUnits, HourCycle } from '../../types.ts';
import type { FishingSession } from '../data/account-data.ts';
import type { FishingLogLabels } from '../labels.ts';
import { zoned } from '../data/station-clock.ts';
import { describeCatch, describeSky, describeTide } from './session-text.ts';

/** One of a session's buttons: the main one (`kind` empty), an outline or a quiet one. */
function Action({
  kind,
  onClick,
  label,
}: {
  kind: '' | 'outline' | 'quiet';
  onClick: () => void;
  label: string;
}) {
  return (
    <button
      type="button"
      className={kind ? `tides-button tides-button-${kind}` : 'tides-button'}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

export function LoggedSession({
  logged,
  station,
  headingLevel,
  units,
  locale,
  hourCycle,
  labels,
  confirming,
  onEdit,
  onConfirm,
  onDelete,
  onKeep,
}: {
  logged: FishingSession;
  /** The station's name. */
  station: string;
  /** The log's heading level; the session's is one below. */
  headingLevel: HeadingLevel;
  units: HeightUnits;
  locale: string;
  hourCycle: HourCycle | undefined;
  labels: FishingLogLabels;
  /** Whether the visitor asked to delete it, and is asked to confirm. */
  confirming: boolean;
  onEdit: () => void;
  /** The visitor asked to delete it. */
  onConfirm: () => void;
  /** The visitor confirmed the deletion. */
  onDelete: () => void;
  /** The visitor kept it after all. */
  onKeep: () => void;
}) {
  const zone = logged.conditions?.timeZone ?? 'UTC';
  const clock = (iso: string) => zoned(iso, zone, locale, { timeStyle: 'short', hourCycle });
  const when = zoned(logged.startedAt, zone, locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle,
  });
  return (
    <li className="tides-fishing-session" data-slot="session" data-session-id={logged.id}>
      <Heading level={(headingLevel + 1) as HeadingLevel | 7}>
        {station} · <time dateTime={logged.startedAt}>{when}</time>
      </Heading>
      {logged.conditions ? (
        <p className="tides-fishing-conditions" data-slot="conditions">
          {describeTide(logged.conditions, { units, locale, labels })} ·{' '}
          {describeSky(logged.conditions, labels, clock)}
        </p>
      ) : null}
      {logged.catches.length > 0 ? (
        <ul>
          {logged.catches.map((fish, index) => (
            <li key={index}>{describeCatch(fish, { units, locale, labels })}</li>
          ))}
        </ul>
      ) : (
        <p>{labels.noCatch}</p>
      )}
      {logged.notes ? <p className="tides-fishing-notes">{logged.notes}</p> : null}
      {confirming ? (
        <div className="tides-fishing-actions" role="group" aria-label={labels.confirmDeleteGroup}>
          <span>{labels.confirmDelete}</span>
          <Action kind="" onClick={onDelete} label={labels.deleteSession} />
          <Action kind="outline" onClick={onKeep} label={labels.keepSession} />
        </div>
      ) : (
        <div className="tides-fishing-actions">
          <Action kind="outline" onClick={onEdit} label={labels.edit} />
          <Action kind="quiet" onClick={onConfirm} label={labels.delete} />
        </div>
      )}
    </li>
  );
}
