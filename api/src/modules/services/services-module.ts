import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { ChannelListener, listenOnPool } from '../../lib/database-notifications.js';
import { API_V1_PREFIX, type Platform } from '../../platform.js';
import { createCatalogueMemory } from './catalogue-memory.js';
import { listActiveServices, listAllActiveServices } from './services-repository.js';
import { servicesRoutes } from './services-routes.js';
import { createServicesService } from './services-service.js';

/** Where migration 0025's trigger says that the services table changed. */
export const CATALOGUE_CHANNEL = 'aboki_catalogue_changes';

/**
 * The service catalogue (public, read-only), served from memory and dropped whenever the services
 * table changes, on every API process (docs/decisions/0055): the pool's connections hear this
 * process's changes (on embedded PGlite, all of them); on a server, a connection of its own hears
 * the other processes'. While it is down, every request reads the database.
 */
export const servicesModule: FastifyPluginAsyncZod<Platform> = async (app, { db, jobEvents, log }) => {
  const pool = (db as typeof db & { $client: pg.Pool }).$client;
  let others: ChannelListener | undefined;
  const memory = createCatalogueMemory(
    () => listAllActiveServices(db),
    () => others?.listening ?? true,
  );
  const forget = () => memory.forget();
  // Other processes share the database only on a server: the question the job events answer too.
  if (jobEvents.crossProcess) {
    others = new ChannelListener(pool.options, CATALOGUE_CHANNEL, 'catalogue changes', log, {
      notification: forget,
      lost: forget,
    });
  }
  const stopOwn = listenOnPool(pool, CATALOGUE_CHANNEL, { notification: forget, lost: forget });
  if (others) app.addHook('onReady', () => others.start());
  app.addHook('onClose', async () => {
    stopOwn();
    await others?.stop();
  });

  const services = createServicesService(memory, (cursor, limit) => listActiveServices(db, cursor, limit));
  await app.register(servicesRoutes, { prefix: API_V1_PREFIX, services });
};
