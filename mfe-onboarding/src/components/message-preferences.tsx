import { useId, useState } from 'react';
import { Card, Loaded, useLoad, useT } from 'shared';
import {
  MESSAGE_CHANNELS,
  type MessageChannel,
  type MessageKind,
  type NotificationSettings,
} from 'shared/schemas';
import { fetchMessagePreferences, saveMessagePreference } from '../api/notifications.js';
import { onboardingBook, type OnboardingText } from '../i18n/index.js';
import styles from '../pages/pages.module.css';

/** Each kind's name and the one sentence saying which messages it is, as catalogue ids. */
const KINDS: Readonly<Record<MessageKind, { title: OnboardingText; text: OnboardingText }>> = {
  JOB_UPDATES: {
    title: 'Your bookings',
    text: 'When your booking is accepted, started, completed or cancelled.',
  },
  PAYMENTS: { title: 'Payments', text: 'When we receive your payment for a booking.' },
  NEW_REQUESTS: {
    title: 'Requests for your Abokis',
    text: 'When a User books one of your Abokis, or cancels a booking.',
  },
  DISPUTES: {
    title: 'Reported problems',
    text: 'When a User reports a problem with a job, so you can give your side.',
  },
};

const CHANNELS: Readonly<Record<MessageChannel, OnboardingText>> = {
  EMAIL: 'E-mail',
  SMS: 'Text message (SMS)',
  BOTH: 'Both',
};

/**
 * Issue 27, for the profile page: per kind of message, e-mail, SMS or both, saved as soon as it is
 * chosen. Codes and safety messages are not a choice: they always come.
 */
export function MessagePreferences() {
  const t = useT(onboardingBook);
  const id = useId();
  const loaded = useLoad(
    () => fetchMessagePreferences(t('Your message choices could not be loaded. Please try again.')),
    [],
  );
  const [saving, setSaving] = useState<MessageKind | null>(null);

  async function choose(settings: NotificationSettings, kind: MessageKind, channel: MessageChannel) {
    setSaving(kind);
    // Shown chosen at once; put back if the server refuses.
    loaded.setData({
      ...settings,
      preferences: settings.preferences.map((row) =>
        row.kind === kind ? { ...row, channel, isDefault: false } : row,
      ),
    });
    const result = await saveMessagePreference(
      { kind, channel },
      t('Your choice could not be saved. Please try again.'),
      t('Saved.'),
    );
    setSaving(null);
    // Refused: the choice goes back; the signed-in call has already said why in an error toast.
    if (!result.ok) return loaded.setData(settings);
    loaded.setData(result.data);
  }

  return (
    <Card as="section" aria-label={t('Messages from Aboki')}>
      <h2>{t('Messages from Aboki')}</h2>
      <Loaded
        load={loaded}
        loadingLabel={t('Loading your message choices…')}
        errorTitle={t('We could not load your message choices')}
      >
        {(settings) => (
          <>
            <p>{t('Choose how each kind of message reaches you.')}</p>
            {settings.sms.available ? null : (
              <p className={styles.notice}>
                {t(
                  settings.sms.enabled
                    ? 'Your phone number is not verified yet, so these messages come by e-mail until it is.'
                    : 'Text messages are not available at the moment, so these messages come by e-mail.',
                )}
              </p>
            )}
            {settings.preferences.map(({ kind, channel }) => (
              <fieldset
                key={kind}
                className={styles.choices}
                aria-describedby={`${id}-${kind}-text`}
                disabled={saving === kind}
              >
                <legend className={styles.legend}>{t(KINDS[kind].title)}</legend>
                <p id={`${id}-${kind}-text`} className={styles.choiceText}>
                  {t(KINDS[kind].text)}
                </p>
                {MESSAGE_CHANNELS.map((option) => (
                  <label key={option} className={styles.choice}>
                    <input
                      type="radio"
                      name={`${id}-${kind}`}
                      value={option}
                      checked={channel === option}
                      onChange={() => void choose(settings, kind, option)}
                    />
                    <span>{t(CHANNELS[option])}</span>
                  </label>
                ))}
              </fieldset>
            ))}
            <p>{t('Codes and safety messages always come, whatever you choose here.')}</p>
          </>
        )}
      </Loaded>
    </Card>
  );
}
