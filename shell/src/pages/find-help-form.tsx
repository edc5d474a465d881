import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Select, StateLgaPicker, useT, type Load } from 'shared';
import type { Service } from '../api/services.js';
import { pagesBook, type PageText } from './i18n/index.js';
import styles from './pages.module.css';
import { useHydrated } from '../layouts/use-hydrated.js';

type Field = 'service' | 'state' | 'lga';

/** What each field says when it is left empty; kept as ids, so a change of language shows at once. */
const MESSAGES = {
  service: 'Choose a service',
  state: 'Choose your state',
  lga: 'Choose your local government area',
} as const satisfies Record<Field, PageText>;

/** Home's "Find help": a service and where, then on to choosing an Aboki. */
export function FindHelpForm({ services }: { services: Load<Service[]> }) {
  const t = useT(pagesBook);
  const navigate = useNavigate();
  // Until React runs the page, a submit would be the browser's own (a reload of the home page with
  // the choices in its address). A disabled default button also stops it on Enter.
  const hydrated = useHydrated();
  const titleId = useId();
  const [service, setService] = useState('');
  const [state, setState] = useState('');
  const [lga, setLga] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, PageText>>>({});
  const formRef = useRef<HTMLFormElement>(null);

  // Choices made on the server's markup, before React ran the page, are taken up, not lost.
  useEffect(() => {
    const chosen = (name: Field) =>
      (formRef.current?.elements.namedItem(name) as HTMLSelectElement | null)?.value ?? '';
    if (chosen('service')) setService(chosen('service'));
    if (chosen('state')) setState(chosen('state'));
  }, []);

  const serviceOptions =
    services.status === 'ready' ? services.data.map((item) => ({ value: item.slug, label: item.name })) : [];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Partial<Record<Field, PageText>> = {};
    if (!service) found.service = MESSAGES.service;
    if (!state) found.state = MESSAGES.state;
    if (!lga) found.lga = MESSAGES.lga;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void navigate(`/select-aboki?${new URLSearchParams({ service, state, lga })}`);
  }

  return (
    <Card as="section" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.formTitle}>
        {t('Find help near you')}
      </h2>
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <Select
          label={t('Service')}
          name="service"
          placeholder={
            services.status === 'loading'
              ? t('Loading services…')
              : services.status === 'error'
                ? t('Services unavailable')
                : t('Choose a service')
          }
          options={serviceOptions}
          value={service}
          disabled={services.status !== 'ready'}
          error={errors.service && t(errors.service)}
          hint={services.status === 'error' ? services.error.message : undefined}
          onChange={(event) => setService(event.target.value)}
        />
        {services.status === 'error' ? (
          <p>
            <Button variant="ghost" onClick={services.retry}>
              {t('Try loading services again')}
            </Button>
          </p>
        ) : null}
        <StateLgaPicker
          state={state}
          stateSelect={{
            name: 'state',
            label: t('State'),
            placeholder: t('Choose your state'),
            value: state,
            error: errors.state && t(errors.state),
            onChange: (event) => setState(event.target.value),
          }}
          lgaSelect={{
            name: 'lga',
            label: t('Local government area (LGA)'),
            placeholder: t('Choose your LGA'),
            value: lga,
            error: errors.lga && t(errors.lga),
            onChange: (event) => setLga(event.target.value),
          }}
          clearLga={() => setLga('')}
          choosePlace={(placeState, placeLga) => {
            setState(placeState);
            setLga(placeLga);
          }}
        />
        <Button type="submit" disabled={!hydrated} block>
          {t('Find an Aboki')}
        </Button>
      </form>
    </Card>
  );
}
