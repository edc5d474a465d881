import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, findState, useT } from 'shared';
import { FormError } from 'shared/forms';
import { abokiAvailabilitySchema, type AbokiOwnerView } from 'shared/schemas';
import { isWallClockTime, minutesOfDay, timeOfMinutes } from 'shared/lagos-time';
import { setAbokiAvailability } from '../api/abokis.js';
import { abokiBook, type AbokiText } from '../i18n/index.js';
import { StepActions, stepPath } from './onboarding-steps.js';
import styles from './components.module.css';

// The week grid: loaded only on the availability step.

const DAYS: readonly AbokiText[] = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];
const ISO_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

interface Interval {
  /** Stable across additions and removals, for React and for errors. */
  key: number;
  start: string;
  end: string;
}

type Week = Record<number, Interval[]>;

interface DayOff {
  key: number;
  from: string;
  to: string;
}

/** 23:59: a time input cannot say 24:00, and no interval crosses midnight. */
const LAST_MINUTE = 24 * 60 - 1;

let nextKey = 1;
const interval = (start: string, end: string): Interval => ({ key: nextKey++, start, end });

/** Quick presets: a typical working week in one tap. */
export const PRESETS = [
  { label: 'Mon–Fri 8:00–17:00', days: [1, 2, 3, 4, 5], start: '08:00', end: '17:00' },
  { label: 'Mon–Sat 7:00–19:00', days: [1, 2, 3, 4, 5, 6], start: '07:00', end: '19:00' },
] as const satisfies readonly { label: AbokiText; days: readonly number[]; start: string; end: string }[];

function weekOf(aboki: AbokiOwnerView): Week {
  const week: Week = Object.fromEntries(ISO_DAYS.map((day) => [day, [] as Interval[]]));
  for (const hours of aboki.availability.weeklyHours) week[hours.day]?.push(interval(hours.start, hours.end));
  for (const day of ISO_DAYS) week[day]!.sort((a, b) => a.start.localeCompare(b.start));
  return week;
}

/** Where each problem shows: an interval by its key, or a part of the form. */
interface Problems {
  intervals: Record<number, string>;
  weeklyHours?: string;
  areas?: string;
  timeOff: Record<number, string>;
  form?: string;
}

const NO_PROBLEMS: Problems = { intervals: {}, timeOff: {} };

/** Turns the schema's or the server's field paths into places on the form. */
function placeProblems(
  entries: [path: string, message: string][],
  order: Interval[],
  daysOff: DayOff[],
): Problems {
  const problems: Problems = { intervals: {}, timeOff: {} };
  for (const [path, message] of entries) {
    const parts = path.split('.');
    if (parts[0] === 'weeklyHours' && parts[1] !== undefined && order[Number(parts[1])]) {
      problems.intervals[order[Number(parts[1])]!.key] ??= message;
    } else if (parts[0] === 'weeklyHours') problems.weeklyHours ??= message;
    else if (parts[0] === 'areas') problems.areas ??= message;
    else if (parts[0] === 'timeOff' && parts[1] !== undefined && daysOff[Number(parts[1])]) {
      problems.timeOff[daysOff[Number(parts[1])]!.key] ??= message;
    } else problems.form ??= message;
  }
  return problems;
}

const hasProblems = (problems: Problems) =>
  Boolean(
    Object.keys(problems.intervals).length ||
    Object.keys(problems.timeOff).length ||
    problems.weeklyHours ||
    problems.areas ||
    problems.form,
  );

/** Weekly hours (a Mon–Sun grid of from–to intervals), the LGAs served, and time off. */
export function AvailabilityForm({ aboki }: { aboki: AbokiOwnerView }) {
  const t = useT(abokiBook);
  const navigate = useNavigate();
  const [week, setWeek] = useState<Week>(() => weekOf(aboki));
  const lgas = findState(aboki.state)?.lgas ?? [aboki.lga];
  const [areas, setAreas] = useState<string[]>(() =>
    Array.from(new Set([aboki.lga, ...aboki.availability.areas])),
  );
  const [daysOff, setDaysOff] = useState<DayOff[]>(() =>
    aboki.availability.timeOff.map((range) => ({ key: nextKey++, ...range })),
  );
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const [busy, setBusy] = useState(false);

  /** What the form holds, as the API takes it: the week in day order, areas in the state's order. */
  const body = {
    weeklyHours: ISO_DAYS.flatMap((day) => week[day]!.map(({ start, end }) => ({ day, start, end }))),
    areas: lgas.filter((lga) => areas.includes(lga)),
    timeOff: daysOff.map(({ from, to }) => ({ from, to })),
  };
  const [saved] = useState(() => JSON.stringify(body));

  const changeInterval = (day: number, key: number, patch: Partial<Interval>) =>
    setWeek((current) => ({
      ...current,
      [day]: current[day]!.map((item) => (item.key === key ? { ...item, ...patch } : item)),
    }));

  const addInterval = (day: number) =>
    setWeek((current) => {
      const last = current[day]!.at(-1);
      // An hour after the last interval, for up to three hours, when the day has room; else a morning.
      const start = last && isWallClockTime(last.end) ? minutesOfDay(last.end) + 60 : null;
      const next =
        start !== null && start < LAST_MINUTE
          ? interval(timeOfMinutes(start), timeOfMinutes(Math.min(start + 180, LAST_MINUTE)))
          : interval('08:00', '12:00');
      return { ...current, [day]: [...current[day]!, next] };
    });

  const removeInterval = (day: number, key: number) =>
    setWeek((current) => ({ ...current, [day]: current[day]!.filter((item) => item.key !== key) }));

  const applyPreset = (preset: (typeof PRESETS)[number]) => {
    setWeek(
      Object.fromEntries(
        ISO_DAYS.map((day) => [
          day,
          (preset.days as readonly number[]).includes(day) ? [interval(preset.start, preset.end)] : [],
        ]),
      ),
    );
    setProblems(NO_PROBLEMS);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const order = ISO_DAYS.flatMap((day) => week[day]!);
    const checked = abokiAvailabilitySchema.safeParse(body);
    if (!checked.success) {
      setProblems(
        placeProblems(
          checked.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
          order,
          daysOff,
        ),
      );
      return;
    }
    setProblems(NO_PROBLEMS);
    setBusy(true);
    const result = await setAbokiAvailability(aboki.id, checked.data);
    setBusy(false);
    if (result.ok) {
      void navigate(stepPath(5, aboki.id));
      return;
    }
    const placed = placeProblems(Object.entries(result.error.fields), order, daysOff);
    setProblems(hasProblems(placed) ? placed : { ...NO_PROBLEMS, form: result.error.message });
  }

  return (
    <form noValidate aria-label={t('The Aboki’s availability')} onSubmit={(event) => void onSubmit(event)}>
      <FormError message={problems.form} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('Weekly hours')}</legend>
        <p className={styles.note}>
          {t(
            'Lagos time. Add more than one interval to a day for a break; an interval cannot cross midnight.',
          )}
        </p>
        <div className={styles.inlineActions}>
          {PRESETS.map((preset) => (
            <Button key={preset.label} variant="secondary" onClick={() => applyPreset(preset)}>
              {t(preset.label)}
            </Button>
          ))}
        </div>
        {problems.weeklyHours ? (
          <p className={styles.error} role="alert">
            {problems.weeklyHours}
          </p>
        ) : null}
        <ul className={styles.week}>
          {ISO_DAYS.map((day, index) => {
            const name = t(DAYS[index]!);
            const intervals = week[day]!;
            return (
              <li key={day} className={styles.day} aria-label={name}>
                <div className={styles.dayHead}>
                  <span className={styles.dayName}>{name}</span>
                  {intervals.length === 0 ? <span className={styles.note}>{t('Not working')}</span> : null}
                  <Button
                    variant="ghost"
                    className={styles.addHours}
                    aria-label={t('Add hours on {day}', { day: name })}
                    onClick={() => addInterval(day)}
                  >
                    {t('+ Add hours')}
                  </Button>
                </div>
                {intervals.map((item, position) => {
                  const label = intervals.length > 1 ? `${name} ${position + 1}` : name;
                  const problem = problems.intervals[item.key];
                  const errorId = `interval-${item.key}-error`;
                  return (
                    <div key={item.key} className={styles.interval}>
                      <input
                        type="time"
                        aria-label={t('{day} from', { day: label })}
                        value={item.start}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem ? errorId : undefined}
                        onChange={(event) => changeInterval(day, item.key, { start: event.target.value })}
                      />
                      <span aria-hidden="true">–</span>
                      <input
                        type="time"
                        aria-label={t('{day} to', { day: label })}
                        value={item.end}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem ? errorId : undefined}
                        onChange={(event) => changeInterval(day, item.key, { end: event.target.value })}
                      />
                      <Button
                        variant="ghost"
                        className={styles.removeInterval}
                        aria-label={t('Remove {day} {start}–{end}', {
                          day: label,
                          start: item.start,
                          end: item.end,
                        })}
                        onClick={() => removeInterval(day, item.key)}
                      >
                        <span aria-hidden="true">✕</span>
                      </Button>
                      {problem ? (
                        <span id={errorId} className={styles.error}>
                          {problem}
                        </span>
                      ) : null}
                    </div>
                  );
                })}
              </li>
            );
          })}
        </ul>
      </fieldset>

      <fieldset className={styles.fieldset} aria-describedby={problems.areas ? 'areas-error' : undefined}>
        <legend className={styles.legend}>{t('Areas served in {state}', { state: aboki.state })}</legend>
        <p className={styles.note}>{t('The home LGA ({lga}) is always served.', { lga: aboki.lga })}</p>
        <div className={styles.checkGrid}>
          {lgas.map((lga) => (
            <label key={lga} className={styles.check}>
              <input
                type="checkbox"
                checked={areas.includes(lga)}
                disabled={lga === aboki.lga}
                onChange={(event) =>
                  setAreas((current) =>
                    event.target.checked ? [...current, lga] : current.filter((area) => area !== lga),
                  )
                }
              />
              {lga}
            </label>
          ))}
        </div>
        {problems.areas ? (
          <p id="areas-error" className={styles.error}>
            {problems.areas}
          </p>
        ) : null}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('Time off (optional)')}</legend>
        {daysOff.map((range, position) => {
          const problem = problems.timeOff[range.key];
          return (
            <div key={range.key} className={styles.interval}>
              <label className={styles.dateLabel}>
                {t('First day off')}
                {daysOff.length > 1 ? ` (${position + 1})` : ''}
                <input
                  type="date"
                  value={range.from}
                  aria-invalid={problem ? true : undefined}
                  onChange={(event) =>
                    setDaysOff((current) =>
                      current.map((item) =>
                        item.key === range.key ? { ...item, from: event.target.value } : item,
                      ),
                    )
                  }
                />
              </label>
              <label className={styles.dateLabel}>
                {t('Last day off')}
                {daysOff.length > 1 ? ` (${position + 1})` : ''}
                <input
                  type="date"
                  value={range.to}
                  aria-invalid={problem ? true : undefined}
                  onChange={(event) =>
                    setDaysOff((current) =>
                      current.map((item) =>
                        item.key === range.key ? { ...item, to: event.target.value } : item,
                      ),
                    )
                  }
                />
              </label>
              <Button
                variant="ghost"
                aria-label={t('Remove time off {number}', { number: position + 1 })}
                onClick={() => setDaysOff((current) => current.filter((item) => item.key !== range.key))}
              >
                {t('Remove')}
              </Button>
              {problem ? <span className={styles.error}>{problem}</span> : null}
            </div>
          );
        })}
        <Button
          variant="secondary"
          onClick={() => setDaysOff((current) => [...current, { key: nextKey++, from: '', to: '' }])}
        >
          {t('Add time off')}
        </Button>
      </fieldset>
      <StepActions step={4} id={aboki.id} busy={busy} dirty={JSON.stringify(body) !== saved} />
    </form>
  );
}
