import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiError, Button, Card, PageHeading, TextArea, TextInput, useT } from 'shared';
import { FormError, applyFieldErrors } from 'shared/forms';
import { contactSchema, type ContactInput, type ContactMessage } from 'shared/schemas';
import { sendContactMessage } from '../api/contact.js';
import { clearContactDraft, readContactDraft, saveContactDraft } from './contact-draft.js';
import { pagesBook } from './i18n/index.js';
import styles from './pages.module.css';
import { useHydrated } from '../layouts/use-hydrated.js';

const EMPTY: ContactInput = { name: '', email: '', phone: '', message: '' };
/** The message's limits, shown as it is typed (the schema refuses anything outside them). */
const MESSAGE_LENGTH = { min: 10, max: 2000 };
const FIELDS = ['name', 'email', 'phone', 'message'] as const;

export function ContactPage() {
  const t = useT(pagesBook);
  // Until React runs the page, a submit would be the browser's own: a GET with every field (the
  // contact message too) in the address bar. A disabled default button also stops it on Enter.
  const hydrated = useHydrated();
  const [formError, setFormError] = useState<string | null>(null);
  // Sent: the server's thanks and where the reply goes, kept on the page (a toast vanishes).
  const [sent, setSent] = useState<{ thanks: string; email: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactMessage>({
    resolver: zodResolver(contactSchema),
    defaultValues: readContactDraft() ?? EMPTY,
    mode: 'onTouched',
  });

  const typed = useWatch({ control, name: 'message' });

  const onSubmit = handleSubmit(async (message) => {
    setFormError(null);
    setSent(null);
    try {
      setSent({ thanks: await sendContactMessage(message), email: message.email });
      reset(EMPTY);
      clearContactDraft();
    } catch (error) {
      const text =
        error instanceof Error ? error.message : t('We could not send your message. Please try again.');
      // A field's problem is said at the field, once; anything else above the form.
      const atFields =
        error instanceof ApiError &&
        applyFieldErrors(error.fields, FIELDS, (field, fieldMessage) =>
          setError(field, { message: fieldMessage }),
        );
      if (!atFields) setFormError(text);
    }
  });

  return (
    <div className={styles.prose}>
      <PageHeading
        title={t('Contact us')}
        description={t(
          'Questions, feedback or trouble with a request? Write to us and we will reply by email within one working day.',
        )}
      />
      {sent ? (
        <div className={styles.confirmation} role="status">
          <h2 className={styles.sectionTitle}>{t('Message sent')}</h2>
          <p>{sent.thanks}</p>
          <p>
            {t('We will write to {email}. The form below is ready if you need to add anything.', {
              email: sent.email,
            })}
          </p>
        </div>
      ) : null}
      <Card>
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          // What is typed survives a reload, a new release and a visit offline (contact-draft.ts).
          onChange={() => saveContactDraft(getValues())}
          aria-label={t('Contact Aboki')}
        >
          <FormError message={formError} />
          <TextInput
            label={t('Your name')}
            autoComplete="name"
            {...register('name')}
            error={errors.name?.message}
          />
          <TextInput
            label={t('Email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            hint={t('We reply to this address.')}
            {...register('email')}
            error={errors.email?.message}
          />
          <TextInput
            label={t('Phone')}
            optional
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            hint={t('A Nigerian number, e.g. 0803 123 4567.')}
            {...register('phone')}
            error={errors.phone?.message}
          />
          <TextArea
            label={t('Message')}
            hint={t('At least {min} characters; {used} of {max} used.', {
              min: MESSAGE_LENGTH.min,
              used: typed.length,
              max: MESSAGE_LENGTH.max,
            })}
            maxLength={MESSAGE_LENGTH.max}
            rows={6}
            {...register('message')}
            error={errors.message?.message}
          />
          <Button type="submit" busy={isSubmitting} disabled={!hydrated} block>
            {isSubmitting ? t('Sending…') : t('Send message')}
          </Button>
        </form>
      </Card>
    </div>
  );
}
