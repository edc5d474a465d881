import { CLIENT_MESSAGES } from './client-messages.js';
import { currentLanguage } from './i18n/language-atom.js';
import { LANGUAGE_TAGS, type Language } from './i18n/languages.js';

/** A successful API response: `{ success: true, message?, data }`. */
export interface ApiSuccess<T> {
  success: true;
  message?: string;
  data: T;
  /** Other top-level fields of the body (e.g. a `token` beside `data`), present only when it had any. */
  extras?: Record<string, unknown>;
}

/** A failed API response: `{ success: false, message, error: CODE, requestId }`. */
export interface ApiFailureBody {
  success: false;
  message?: string;
  error?: string;
  requestId?: string;
  /** Per-field messages for a VALIDATION_ERROR, keyed by field name. */
  fields?: Record<string, string>;
}

/** Thrown for any failed call: a non-OK status, an unreadable body or no network. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never got a response. */
  readonly status: number;
  /** The body's `error` code (e.g. VALIDATION_ERROR), when it sent one. */
  readonly code: string | undefined;
  readonly requestId: string | undefined;
  /** Per-field messages the server gave, so a form can show them inline. */
  readonly fields: Readonly<Record<string, string>>;
  /** Seconds the server asked us to wait (`Retry-After` on a 429), when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    message: string,
    status: number,
    code?: string,
    requestId?: string,
    fields: Readonly<Record<string, string>> = {},
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.requestId = requestId;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Message used when the server gives none; a function gets the HTTP status (e.g. "… failed with status 500"). */
export type FallbackMessage = string | ((status: number) => string);

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is instead of JSON (a photo's bytes), with its own type as `content-type`. */
  rawBody?: Blob;
  /** More request headers (e.g. `idempotency-key`); the client's own (accept, content-type, authorization) win. */
  headers?: Readonly<Record<string, string>>;
  /** Sent as `Authorization: Bearer <token>` when given. */
  token?: string | null;
  signal?: AbortSignal;
  fallbackMessage?: FallbackMessage;
  /** This request's language (`Accept-Language`) when not the client's (the page's current one). */
  language?: Language;
}

export interface ApiClientOptions {
  /** Prefix for every path; empty in the browser, where the API is same-origin under /api. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The language the server answers in (`Accept-Language`); the page's current language by default. */
  language?: () => Language;
}

export const NETWORK_ERROR_MESSAGE = CLIENT_MESSAGES.networkError;
const DEFAULT_FALLBACK = CLIENT_MESSAGES.somethingWentWrong;

function pickText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function pickFields(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** `Retry-After` in seconds (either form the header allows), or undefined. */
function readRetryAfter(response: Response): number | undefined {
  const header = response.headers.get('retry-after');
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim())
    ? Number(header)
    : Math.ceil((Date.parse(header) - Date.now()) / 1000);
  return Number.isFinite(seconds) ? Math.max(0, seconds) : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Creates the one HTTP client: JSON in and out, optional bearer token, failures as ApiError (spec §7). */
export function createApiClient({
  baseUrl = '',
  fetch: fetchImpl,
  language = () => currentLanguage(),
}: ApiClientOptions = {}) {
  async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiSuccess<T>> {
    const {
      method = options.body === undefined && options.rawBody === undefined ? 'GET' : 'POST',
      body,
      rawBody,
      token,
      signal,
      fallbackMessage,
      language: requestLanguage,
    } = options;
    const headers: Record<string, string> = {
      ...options.headers,
      accept: 'application/json',
      // The API's messages and field errors come back in the page's language (the codes do not change).
      'accept-language': LANGUAGE_TAGS[requestLanguage ?? language()],
    };
    if (rawBody !== undefined) headers['content-type'] = rawBody.type || 'application/octet-stream';
    else if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const fallback = (status: number) =>
      typeof fallbackMessage === 'function' ? fallbackMessage(status) : (fallbackMessage ?? DEFAULT_FALLBACK);

    let response: Response;
    try {
      // Looked up per call so tests and polyfills that replace the global are honoured.
      response = await (fetchImpl ?? globalThis.fetch)(`${baseUrl}${path}`, {
        method,
        headers,
        body: rawBody ?? (body === undefined ? null : JSON.stringify(body)),
        signal: signal ?? null,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'NETWORK_ERROR');
    }

    const payload = await readJson(response);
    const record =
      typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
    if (!response.ok || record.success === false) {
      const code = pickText(record.error);
      throw new ApiError(
        pickText(record.message) ?? code ?? fallback(response.status),
        response.status,
        code,
        pickText(record.requestId),
        pickFields(record.fields),
        readRetryAfter(response),
      );
    }
    const { success: _success, message, data, ...extras } = record;
    return {
      success: true,
      data: data as T,
      ...(pickText(message) ? { message: message as string } : {}),
      ...(Object.keys(extras).length > 0 ? { extras } : {}),
    };
  }

  return {
    request,
    get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...options, method: 'POST', body }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The browser's client: same-origin, so `/api/v1/...` paths work behind the shell and the dev proxy. */
export const api: ApiClient = createApiClient();
