import { useSearchParams } from 'react-router-dom';
import { PageHeading } from 'shared';
import styles from '../layouts/requests-layout.module.css';

/** Arrives from the home page's "Find help" with ?service=<slug>&state=<state>&lga=<lga>. */
export function SelectAbokiPage() {
  const [search] = useSearchParams();
  const service = search.get('service');
  const place = [search.get('lga'), search.get('state')].filter(Boolean).join(', ');
  return (
    <>
      <PageHeading
        title="Choose an Aboki"
        description="Here you will choose an Aboki near you who is free at the time you need."
      />
      {service || place ? (
        <p className={styles.search}>
          You searched for {service ? <strong>{service}</strong> : 'any service'}
          {place ? (
            <>
              {' '}
              in <strong>{place}</strong>
            </>
          ) : null}
          .
        </p>
      ) : null}
    </>
  );
}
