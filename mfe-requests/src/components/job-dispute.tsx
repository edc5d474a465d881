import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import {
  Button,
  Spinner,
  TextArea,
  buttonClass,
  formatNaira,
  languageAtom,
  shrinkPhoto,
  useLoad,
  useSay,
  useT,
} from 'shared';
import { DISPUTE_PHOTOS_MAX } from 'shared/job-rules';
import {
  ABOKI_PHOTO_MAX_BYTES,
  ABOKI_PHOTO_TYPES,
  DISPUTE_MESSAGES,
  DISPUTE_REASONS,
  DISPUTE_TEXT_MAX,
  DISPUTE_TEXT_MIN,
  disputeAnswerSchema,
  disputeCreateSchema,
  type DisputeOutcome,
  type DisputeReason,
  type DisputeStatus,
  type DisputeView,
  type JobDisputeAnswer,
} from 'shared/schemas';
import {
  answerDispute,
  fetchDisputePhoto,
  fetchJobDispute,
  reportProblem,
  uploadDisputePhoto,
} from '../api/dispute.js';
import type { JobView } from '../api/booking.js';
import { requestsBook, type RequestsT, type RequestsText } from '../i18n/index.js';
import { lagosMoment } from './payment-words.js';
import styles from './components.module.css';
import own from './job-dispute.module.css';

// When a job goes wrong (issue 25), on the job's page: within the window after completion its User
// reports a problem (a reason, what happened, up to 3 photos sent one by one after the report), its
// agent gives their side, and both read the decision. Why: docs/decisions/0054-disputes-and-support-tickets.md.

/** The reasons as the User chooses one, in their own words. */
const REASON_CHOICES: Record<DisputeReason, RequestsText> = {
  NO_SHOW: 'The Aboki did not come',
  DAMAGE: 'Something was damaged or broken',
  POOR_WORK: 'The work was not done well',
  OVERCHARGED: 'I was asked to pay more than agreed',
  SAFETY: 'I felt unsafe, or someone was threatened or hurt',
};

/** A reason as either side reads it on the report. */
const REASON_WORDS: Record<DisputeReason, RequestsText> = {
  NO_SHOW: 'The Aboki did not come',
  DAMAGE: 'Something was damaged or broken',
  POOR_WORK: 'The work was not done well',
  OVERCHARGED: 'Charged more than agreed',
  SAFETY: 'Safety: felt unsafe, threatened or hurt',
};

const STATUS_WORDS: Record<DisputeStatus, RequestsText> = {
  OPEN: 'The Aboki team is looking into it',
  AWAITING_APPROVAL: 'A decision is being checked by a second person on the Aboki team',
  DECIDED: 'Decided',
};

const OUTCOME_WORDS: Record<DisputeOutcome, RequestsText> = {
  FULL_REFUND: 'Full refund',
  PARTIAL_REFUND: 'Part of the payment refunded',
  NO_REFUND: 'No refund',
};

const PHOTO_TYPES: readonly string[] = ABOKI_PHOTO_TYPES;

/** "12 of 2,000 characters (at least 20)": counted as the API counts them. */
const countOf = (text: string) => [...text].length;

function characterCount(t: RequestsT, text: string): string {
  return t('{count} of {max} characters (at least {min})', {
    count: countOf(text).toLocaleString('en-NG'),
    max: DISPUTE_TEXT_MAX.toLocaleString('en-NG'),
    min: DISPUTE_TEXT_MIN,
  });
}

/**
 * The report on a completed job's page: loads GET …/dispute (other jobs make no request), then
 * offers "Report a problem" to the User while the window is open, or shows the report to both sides.
 */
export function JobDispute({ job }: { job: JobView }) {
  if (job.status !== 'COMPLETED') return null;
  return <DisputeSection reference={job.reference} forUser={'startCode' in job} />;
}

function DisputeSection({ reference, forUser }: { reference: string; forUser: boolean }) {
  const t = useT(requestsBook);
  const load = useLoad(() => fetchJobDispute(reference), [reference]);
  const photos = usePhotoQueue(reference, (dispute) => {
    if (load.status === 'ready') load.setData({ ...load.data, dispute });
  });

  if (load.status === 'loading')
    return <Spinner size="small" label={t('Loading the report about this job…')} />;
  if (load.status === 'error') {
    // No report to show this caller (the job is not theirs to report on, or not found any more).
    if (load.error.status === 404) return null;
    return (
      <section aria-labelledby="dispute-title" className={styles.section}>
        <h2 id="dispute-title" className={styles.legend}>
          {t('A problem with this job')}
        </h2>
        <p className={styles.note} role="alert">
          {load.error.message}
        </p>
        <Button variant="secondary" onClick={load.retry}>
          {t('Try again')}
        </Button>
      </section>
    );
  }
  const answer: JobDisputeAnswer = load.data;
  const { dispute } = answer;
  if (dispute) {
    return (
      <DisputeReport
        dispute={dispute}
        forUser={forUser}
        photos={photos}
        onChanged={(changed) => load.setData({ ...answer, dispute: changed })}
      />
    );
  }
  if (!answer.canReport || !answer.reportDueAt) return null;
  return (
    <ReportProblem
      reference={reference}
      dueAt={answer.reportDueAt}
      photos={photos}
      onReported={(created) => {
        load.setData({ ...answer, dispute: created, canReport: false });
        photos.uploadWaiting();
      }}
    />
  );
}

// Photos: chosen on the form, sent one by one once the report exists, each with its own state.

interface QueuedPhoto {
  id: number;
  name: string;
  file: Blob;
  state: 'waiting' | 'uploading' | 'added' | 'failed';
  error: string | null;
}

interface PhotoQueue {
  items: QueuedPhoto[];
  /** A problem with the last choice (type, size, too many), not with one queued photo. */
  problem: string | null;
  /** Queues the files that fit (JPEG, PNG or WebP, under 5 MB, within the limit beside `stored`). */
  add: (files: readonly File[], stored: number) => QueuedPhoto[];
  remove: (id: number) => void;
  /** Sends every waiting photo, one after the other. */
  uploadWaiting: (only?: readonly QueuedPhoto[]) => void;
  retry: (id: number) => void;
}

function usePhotoQueue(reference: string, onUploaded: (dispute: DisputeView) => void): PhotoQueue {
  const t = useT(requestsBook);
  const [items, setItems] = useState<QueuedPhoto[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const nextId = useRef(1);
  // The latest items and callback, for the handlers and the upload loop (kept after each render).
  const latest = useRef(items);
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    latest.current = items;
    uploaded.current = onUploaded;
  });
  const sending = useRef(false);
  const tooLarge = () =>
    t('This photo is too large. Choose one under {size} MB.', { size: ABOKI_PHOTO_MAX_BYTES / 1024 / 1024 });

  const change = (id: number, update: Partial<QueuedPhoto>) =>
    setItems((shown) => shown.map((item) => (item.id === id ? { ...item, ...update } : item)));

  const send = async (queue: readonly QueuedPhoto[]) => {
    if (sending.current) return;
    sending.current = true;
    for (const item of queue) {
      change(item.id, { state: 'uploading', error: null });
      // A phone camera's 5 MB photo goes up shrunk to a tenth (the server keeps 512 px anyway).
      const photo = await shrinkPhoto(item.file);
      if (photo.size > ABOKI_PHOTO_MAX_BYTES) {
        change(item.id, { state: 'failed', error: tooLarge() });
        continue;
      }
      const result = await uploadDisputePhoto(reference, photo);
      if (result.ok) {
        change(item.id, { state: 'added' });
        uploaded.current(result.data.dispute);
      } else {
        change(item.id, { state: 'failed', error: result.error.message });
      }
    }
    sending.current = false;
  };

  return {
    items,
    problem,
    add: (files, stored) => {
      setProblem(null);
      const added: QueuedPhoto[] = [];
      let room = DISPUTE_PHOTOS_MAX - stored - latest.current.filter((item) => item.state !== 'added').length;
      for (const file of files) {
        if (!PHOTO_TYPES.includes(file.type)) {
          setProblem(t('Choose a JPEG, PNG or WebP photo.'));
        } else if (room <= 0) {
          setProblem(DISPUTE_MESSAGES.tooManyPhotos);
        } else {
          room -= 1;
          added.push({ id: nextId.current++, name: file.name, file, state: 'waiting', error: null });
        }
      }
      setItems((shown) => [...shown, ...added]);
      return added;
    },
    remove: (id) => setItems((shown) => shown.filter((item) => item.id !== id)),
    uploadWaiting: (only) => {
      // The items just queued are not in state yet when they are sent at once.
      void send(only ?? latest.current.filter((item) => item.state === 'waiting'));
    },
    retry: (id) => {
      const item = latest.current.find((entry) => entry.id === id);
      if (item) void send([item]);
    },
  };
}

const PHOTO_STATE_WORDS: Record<QueuedPhoto['state'], RequestsText> = {
  waiting: 'Sent after your report',
  uploading: 'Uploading…',
  added: 'Added to your report',
  failed: 'Not added',
};

/** The photo field: a file input that looks like a button, the limit explained, and the queue. */
function PhotoField({
  photos,
  stored,
  sendAtOnce,
}: {
  photos: PhotoQueue;
  /** Photos already on the report. */
  stored: number;
  /** After the report exists, a chosen photo goes up at once. */
  sendAtOnce: boolean;
}) {
  const t = useT(requestsBook);
  const say = useSay();
  const id = useId();
  const pending = photos.items.filter((item) => item.state !== 'added').length;
  const room = DISPUTE_PHOTOS_MAX - stored - pending;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const added = photos.add(files, stored);
    if (sendAtOnce && added.length > 0) photos.uploadWaiting(added);
  };

  return (
    <div className={styles.section}>
      <p className={styles.legend}>{t('Photos')}</p>
      <p id={`${id}-hint`} className={styles.note}>
        {t(
          'Up to {max} photos of what happened (JPEG, PNG or WebP, under {size} MB each). They are sent one by one after your report, so a slow connection loses nothing.',
          { max: DISPUTE_PHOTOS_MAX, size: ABOKI_PHOTO_MAX_BYTES / 1024 / 1024 },
        )}
      </p>
      {photos.items.length > 0 ? (
        <ul className={own.queue} aria-label={t('Your photos')}>
          {photos.items.map((item) => (
            <li key={item.id} className={own.queued}>
              <span className={own.fileName}>{item.name || t('Photo')}</span>
              <span role="status" className={item.state === 'failed' ? own.failed : own.photoState}>
                {item.state === 'uploading' ? <Spinner size="small" /> : null}
                {t(PHOTO_STATE_WORDS[item.state])}
                {item.error ? `: ${say(item.error)}` : ''}
              </span>
              {item.state === 'failed' ? (
                <Button variant="secondary" onClick={() => photos.retry(item.id)}>
                  {t('Try again')}
                </Button>
              ) : null}
              {item.state === 'waiting' || item.state === 'failed' ? (
                <Button variant="ghost" onClick={() => photos.remove(item.id)}>
                  {t('Remove {name}', { name: item.name || t('Photo') })}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {room > 0 ? (
        <label className={`${buttonClass('secondary')} ${own.photoButton}`}>
          {t('Add a photo')}
          <input
            className={styles.visuallyHidden}
            type="file"
            accept={ABOKI_PHOTO_TYPES.join(',')}
            multiple
            aria-describedby={`${id}-hint${photos.problem ? ` ${id}-error` : ''}`}
            aria-invalid={photos.problem ? true : undefined}
            onChange={onChange}
          />
        </label>
      ) : (
        <p className={styles.note}>{t('That is the most photos a report can have.')}</p>
      )}
      {photos.problem ? (
        <p id={`${id}-error`} className={own.failed} role="alert">
          {say(photos.problem)}
        </p>
      ) : null}
    </div>
  );
}

/** "Report a problem (until …)", then the form: reason, what happened, photos. */
function ReportProblem({
  reference,
  dueAt,
  photos,
  onReported,
}: {
  reference: string;
  dueAt: string;
  photos: PhotoQueue;
  onReported: (dispute: DisputeView) => void;
}) {
  const t = useT(requestsBook);
  const say = useSay();
  const language = useAtomValue(languageAtom);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<DisputeReason | null>(null);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; description?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const firstReason = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const formErrorRef = useRef<HTMLParagraphElement>(null);
  const until = lagosMoment(t, language, dueAt);

  const showErrors = (found: { reason?: string; description?: string }) => {
    setErrors(found);
    if (found.reason) firstReason.current?.focus();
    else if (found.description) descriptionRef.current?.focus();
  };

  useEffect(() => {
    if (formError) formErrorRef.current?.focus();
  }, [formError]);

  // The button that opened the form is gone: the form's heading takes the focus.
  const formHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (open) formHeading.current?.focus();
  }, [open]);

  const submit = async () => {
    setFormError(null);
    const checked = disputeCreateSchema.safeParse({ reason: reason ?? undefined, description });
    if (!checked.success) {
      const found: { reason?: string; description?: string } = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if ((field === 'reason' || field === 'description') && !found[field]) found[field] = issue.message;
      }
      showErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await reportProblem(reference, checked.data);
    setBusy(false);
    if (result.ok) {
      onReported(result.data.dispute);
      return;
    }
    const { fields } = result.error;
    if (fields.reason || fields.description) {
      showErrors({
        ...(fields.reason ? { reason: fields.reason } : {}),
        ...(fields.description ? { description: fields.description } : {}),
      });
    } else setFormError(result.error.message);
  };

  if (!open) {
    return (
      <section aria-labelledby="dispute-title" className={styles.section}>
        <h2 id="dispute-title" className={styles.legend}>
          {t('Something went wrong?')}
        </h2>
        <p id="dispute-due" className={styles.note}>
          {t('You can report a problem with this job until {when}.', { when: until })}
        </p>
        <Button variant="secondary" aria-describedby="dispute-due" onClick={() => setOpen(true)}>
          {t('Report a problem')}
        </Button>
      </section>
    );
  }

  return (
    <form
      noValidate
      aria-labelledby="dispute-title"
      className={styles.section}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="dispute-title" ref={formHeading} tabIndex={-1} className={styles.legend}>
        {t('Report a problem')}
      </h2>
      <p className={styles.note}>
        {t('The Aboki team reads every report. You can send it until {when}.', { when: until })}
      </p>
      <fieldset
        className={styles.fieldset}
        aria-describedby={errors.reason ? 'dispute-reason-error' : undefined}
      >
        <legend className={styles.legend}>{t('What went wrong?')}</legend>
        {DISPUTE_REASONS.map((value, index) => (
          <div key={value}>
            <label className={styles.choice}>
              <input
                ref={index === 0 ? firstReason : undefined}
                type="radio"
                name="dispute-reason"
                value={value}
                checked={reason === value}
                aria-invalid={errors.reason ? true : undefined}
                aria-describedby={value === 'SAFETY' ? 'dispute-safety-hint' : undefined}
                onChange={() => setReason(value)}
              />
              <span>{t(REASON_CHOICES[value])}</span>
            </label>
            {value === 'SAFETY' ? (
              <p id="dispute-safety-hint" className={own.safetyHint}>
                {t(
                  'Choose this if you or anyone in your home felt in danger. We stop the Aboki from taking bookings at once and alert our team straight away. If someone is in danger now, call 112.',
                )}
              </p>
            ) : null}
          </div>
        ))}
        {errors.reason ? (
          <p id="dispute-reason-error" className={own.failed}>
            {say(errors.reason)}
          </p>
        ) : null}
      </fieldset>
      <TextArea
        ref={descriptionRef}
        label={t('What happened?')}
        hint={characterCount(t, description)}
        rows={5}
        value={description}
        error={errors.description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <PhotoField photos={photos} stored={0} sendAtOnce={false} />
      {formError ? (
        <p ref={formErrorRef} tabIndex={-1} className={own.failed} role="alert">
          {say(formError)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          {t('Send the report')}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={() => setOpen(false)}>
          {t('Cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The report as both sides read it: where it stands, photos, the agent's side, the decision. */
function DisputeReport({
  dispute,
  forUser,
  photos,
  onChanged,
}: {
  dispute: DisputeView;
  forUser: boolean;
  photos: PhotoQueue;
  onChanged: (dispute: DisputeView) => void;
}) {
  const t = useT(requestsBook);
  const language = useAtomValue(languageAtom);
  const moment = (iso: string) => lagosMoment(t, language, iso);
  // When the page opened: the server's canAnswer says the rest.
  const [openedAt] = useState(Date.now);
  const answerDue = Date.parse(dispute.answerDueAt) > openedAt;

  return (
    <section aria-labelledby="dispute-title" className={styles.section}>
      <h2 id="dispute-title" className={styles.legend}>
        {forUser ? t('Your report') : t('A problem was reported')}
      </h2>
      <p className={styles.banner} role="status">
        {t(STATUS_WORDS[dispute.status])}
      </p>
      {!forUser && dispute.status !== 'DECIDED' ? (
        <p className={styles.note}>{t('The earnings for this job are held until the Aboki team decides.')}</p>
      ) : null}
      <dl className={styles.facts}>
        <dt>{t('What went wrong')}</dt>
        <dd>{t(REASON_WORDS[dispute.reason])}</dd>
        <dt>{t('Reported')}</dt>
        <dd>{moment(dispute.createdAt)}</dd>
        <dt>{forUser ? t('What you wrote') : t('What the customer wrote')}</dt>
        <dd className={own.words}>{dispute.description}</dd>
      </dl>
      {dispute.photoKeys.length > 0 ? (
        <ul className={own.photos} aria-label={t('Photos')}>
          {dispute.photoKeys.map((key, index) => (
            <li key={key}>
              <DisputePhoto reference={dispute.jobReference} photoKey={key} number={index + 1} />
            </li>
          ))}
        </ul>
      ) : null}
      {forUser && (dispute.canAddPhotos || photos.items.length > 0) ? (
        <PhotoField photos={photos} stored={dispute.photoKeys.length} sendAtOnce />
      ) : null}

      <h3 className={styles.legend}>{forUser ? t('The agent’s side') : t('Your side')}</h3>
      {dispute.answer ? (
        <>
          <p className={own.words}>{dispute.answer}</p>
          {dispute.answeredAt ? (
            <p className={styles.note}>{t('Sent {when}', { when: moment(dispute.answeredAt) })}</p>
          ) : null}
        </>
      ) : dispute.canAnswer ? (
        <AnswerForm dispute={dispute} onAnswered={onChanged} />
      ) : (
        <p className={styles.note}>
          {dispute.status !== 'OPEN' || !answerDue
            ? t('No answer was given.')
            : t('No answer yet. The agent can answer until {when}.', {
                when: moment(dispute.answerDueAt),
              })}
        </p>
      )}

      {dispute.decision ? <Decision decision={dispute.decision} forUser={forUser} /> : null}
    </section>
  );
}

function Decision({
  decision,
  forUser,
}: {
  decision: NonNullable<DisputeView['decision']>;
  forUser: boolean;
}) {
  const t = useT(requestsBook);
  const language = useAtomValue(languageAtom);
  const route =
    decision.refundKobo > 0 && decision.refundRoute
      ? decision.refundRoute === 'PAYSTACK'
        ? forUser
          ? t(
              'Back to the card or bank account that paid, through Paystack. Banks usually take 5 to 10 working days.',
            )
          : t('Back to the customer’s card or bank account, through Paystack.')
        : forUser
          ? t('The job was paid in cash: the Aboki team will contact you to pay it back.')
          : t('The job was paid in cash: the Aboki team pays it back to the customer.')
      : null;
  return (
    <>
      <h3 className={styles.legend}>{t('The decision')}</h3>
      <dl className={styles.facts}>
        <dt>{t('Decision')}</dt>
        <dd>{t(OUTCOME_WORDS[decision.outcome])}</dd>
        {decision.refundKobo > 0 ? (
          <>
            <dt>{t('Refund')}</dt>
            <dd>{formatNaira(decision.refundKobo)}</dd>
          </>
        ) : null}
        {route ? (
          <>
            <dt>{t('Where the refund goes')}</dt>
            <dd>{route}</dd>
          </>
        ) : null}
        <dt>{t('Why')}</dt>
        <dd className={own.words}>{decision.reason}</dd>
        <dt>{t('Decided')}</dt>
        <dd>{lagosMoment(t, language, decision.decidedAt)}</dd>
      </dl>
    </>
  );
}

/** The agent's side, once, before answerDueAt. */
function AnswerForm({ dispute, onAnswered }: { dispute: DisputeView; onAnswered: (d: DisputeView) => void }) {
  const t = useT(requestsBook);
  const say = useSay();
  const language = useAtomValue(languageAtom);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  const submit = async () => {
    setFormError(null);
    const checked = disputeAnswerSchema.safeParse({ answer });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? DISPUTE_MESSAGES.answer);
      field.current?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    const result = await answerDispute(dispute.jobReference, checked.data.answer);

    setBusy(false);
    if (result.ok) onAnswered(result.data.dispute);
    else if (result.error.fields.answer) {
      setError(result.error.fields.answer);
      field.current?.focus();
    } else setFormError(result.error.message);
  };

  return (
    <form
      noValidate
      aria-label={t('Give your side')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className={styles.note}>
        {t('The Aboki team reads both sides before deciding. Answer before {when}.', {
          when: lagosMoment(t, language, dispute.answerDueAt),
        })}
      </p>
      <TextArea
        ref={field}
        label={t('Your side of what happened')}
        hint={characterCount(t, answer)}
        rows={5}
        value={answer}
        error={error}
        onChange={(event) => setAnswer(event.target.value)}
      />
      {formError ? (
        <p className={own.failed} role="alert">
          {say(formError)}
        </p>
      ) : null}
      <Button type="submit" busy={busy}>
        {t('Send your side')}
      </Button>
    </form>
  );
}

/** One photo of the report, fetched with the token (an `<img src>` cannot send it). */
function DisputePhoto({
  reference,
  photoKey,
  number,
}: {
  reference: string;
  photoKey: string;
  number: number;
}) {
  const t = useT(requestsBook);
  const photo = useLoad(() => fetchDisputePhoto(reference, photoKey), [reference, photoKey]);
  const label = t('Photo {number} of the report', { number });
  if (photo.status === 'loading') return <Spinner size="small" label={label} />;
  if (photo.status === 'error') {
    return (
      <Button variant="ghost" onClick={photo.retry}>
        {t('Load photo {number} again', { number })}
      </Button>
    );
  }
  return <img className={own.photo} src={photo.data} alt={label} width={96} height={96} />;
}
