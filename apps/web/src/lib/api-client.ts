import axios, { AxiosError, type AxiosInstance } from 'axios';
import toast from './toast';
import { errorMessages } from './messages';

// One axios instance for /api and one mapping from a failure to the messages the user sees (SPEC.md §8).

export const TOKEN_KEY = 'auth_token';
export const RETRY_AFTER_DEFAULT_SECONDS = 60;

export const apiClient: AxiosInstance = axios.create({
  baseURL: '/api',
  timeout: 10_000,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
});

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A 401 here is an answer, not an ended session (a wrong password at login, logout itself). */
    skipSessionExpiry?: boolean;
  }
}

/** Sets the token in browser storage and as the bearer header; null clears both (SPEC.md §4). */
export function setAuthToken(token: string | null): void {
  if (token) {
    localStorage.setItem(TOKEN_KEY, token);
    apiClient.defaults.headers.common.Authorization = `Bearer ${token}`;
  } else {
    localStorage.removeItem(TOKEN_KEY);
    delete apiClient.defaults.headers.common.Authorization;
  }
}

export function storedAuthToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** On start the stored token is re-applied as the bearer header. */
export function applyStoredToken(): string | null {
  const token = storedAuthToken();
  if (token) apiClient.defaults.headers.common.Authorization = `Bearer ${token}`;
  else delete apiClient.defaults.headers.common.Authorization;
  return token;
}

applyStoredToken();

/** `redirect` is false when the user is already on /login. */
type SessionExpiredHandler = (redirect: boolean) => void;
let sessionExpiredHandler: SessionExpiredHandler = (redirect) => {
  if (redirect) window.location.assign('/login');
};

/** The app decides what an ended session does (clear the user, navigate to /login inside the router). */
export function onSessionExpired(handler: SessionExpiredHandler): void {
  sessionExpiredHandler = handler;
}

export const SESSION_EXPIRED_TOAST_ID = 'session-expired';

apiClient.interceptors.request.use((config) => {
  // GET answers must not come from an HTTP cache (SPEC.md §7).
  if ((config.method ?? 'get').toLowerCase() === 'get') config.params = { ...config.params, _t: Date.now() };
  return config;
});

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  if (error instanceof AxiosError && error.response?.status === 401 && !error.config?.skipSessionExpiry) {
    setAuthToken(null);
    const redirect = window.location.pathname !== '/login';
    if (redirect) toast.error(errorMessages.unauthorized, { id: SESSION_EXPIRED_TOAST_ID });
    sessionExpiredHandler(redirect);
  }
  return Promise.reject(error);
});

interface ErrorBody {
  message?: unknown;
  details?: { param?: unknown; msg?: unknown }[];
  retryAfter?: unknown;
}

export interface DescribeOptions {
  /** Callers that handle a missing record themselves (SPEC.md §8: 404 can be suppressed per call). */
  suppressNotFound?: boolean;
  /** Callers that handle other statuses (not 401/403/404/422/429/500) themselves. */
  suppressOther?: boolean;
}

function serverMessage(body: ErrorBody | undefined): string | undefined {
  return typeof body?.message === 'string' && body.message.trim() ? body.message : undefined;
}

function retryAfterSeconds(error: AxiosError<ErrorBody>): number {
  const header = Number(error.response?.headers?.['retry-after']);
  if (Number.isFinite(header) && header > 0) return Math.ceil(header);
  const body = Number(error.response?.data?.retryAfter);
  if (Number.isFinite(body) && body > 0) return Math.ceil(body);
  return RETRY_AFTER_DEFAULT_SECONDS;
}

/** Whether the browser says it has no signal (a reload offline still tries the network, and fails). */
function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** No answer: offline says so plainly (the action needs the connection); otherwise the server could not be reached. */
function noAnswerMessage(): string {
  return browserOffline() ? errorMessages.offline : errorMessages.noResponse;
}

/** Params that name a part of the request, not a field the user filled in. */
const REQUEST_PARTS = new Set(['body', 'file', 'files', 'query', 'params', 'headers', 'id']);

/**
 * A 422 detail as the user reads it: "param: msg" (SPEC.md §8) when the param is a field's plain name ("volume"),
 * else the message alone, which names what it checks ("Berkas cadangan rusak …"): a part of the request ("file",
 * "body") or a path into the data ("divisions.0.items.3.volume", "default_worker_ratio") means nothing to a user.
 */
function detailMessage(param: unknown, msg: string): string {
  const field =
    typeof param === 'string' && /^[a-z]+$/i.test(param) && !REQUEST_PARTS.has(param.toLowerCase());
  return field ? `${param}: ${msg}` : msg;
}

/** The messages to show for a failed call, one toast each. */
export function describeApiError(error: unknown, options: DescribeOptions = {}): string[] {
  if (!(error instanceof AxiosError)) return [errorMessages.unknown];
  const typed = error as AxiosError<ErrorBody>;
  if (!typed.response) return typed.request ? [noAnswerMessage()] : [errorMessages.unknown];
  const body = typed.response.data;
  switch (typed.response.status) {
    case 401:
      return [errorMessages.unauthorized];
    case 403:
      return [serverMessage(body) ?? errorMessages.forbidden];
    case 404:
      return options.suppressNotFound ? [] : [serverMessage(body) ?? errorMessages.notFound];
    case 422: {
      const details = Array.isArray(body?.details) ? body.details : [];
      if (details.length > 0)
        return [...new Set(details.map((detail) => detailMessage(detail.param, String(detail.msg))))];
      return [serverMessage(body) ?? errorMessages.invalid];
    }
    case 429:
      return [errorMessages.tooManyRequests(retryAfterSeconds(typed))];
    case 500:
      return [errorMessages.server];
    default:
      return options.suppressOther ? [] : [serverMessage(body) ?? errorMessages.unknown];
  }
}

/**
 * SPEC.md §8 operation messages: the server's message if it sent one, else the operation's default; with no
 * answer at all, the no-connection message, which tells the user what to do about it.
 */
export function operationMessage(error: unknown, fallback: string): string {
  if (!(error instanceof AxiosError)) return fallback;
  if (!error.response && error.request) return noAnswerMessage();
  return serverMessage(error.response?.data as ErrorBody | undefined) ?? fallback;
}

/** 422 details keyed by field, for inline form errors. */
export function validationDetails(error: unknown): Record<string, string> {
  if (!(error instanceof AxiosError) || error.response?.status !== 422) return {};
  const details = (error.response.data as ErrorBody | undefined)?.details ?? [];
  return Object.fromEntries(details.map((detail) => [String(detail.param), String(detail.msg)]));
}

export function isNoResponse(error: unknown): boolean {
  return error instanceof AxiosError && !error.response;
}

/** A request without an answer while the browser says it is offline: trying again now cannot help. */
export function isNoAnswerOffline(error: unknown): boolean {
  return isNoResponse(error) && browserOffline();
}

export function isNotFound(error: unknown): boolean {
  return error instanceof AxiosError && error.response?.status === 404;
}

/** The server answered that the thing changed meanwhile or is in use (409). */
export function isConflict(error: unknown): error is AxiosError {
  return error instanceof AxiosError && error.response?.status === 409;
}

/** The server answered no (4xx): the same request gets the same answer, so it is not tried again. */
export function isClientError(error: unknown): boolean {
  const status = error instanceof AxiosError ? error.response?.status : undefined;
  return status !== undefined && status >= 400 && status < 500;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof AxiosError && error.response?.status === 401;
}

export function toastApiError(error: unknown, options?: DescribeOptions): void {
  for (const message of describeApiError(error, options)) {
    // The 401 message is already on screen from the interceptor: one toast, not two.
    toast.error(message, isUnauthorized(error) ? { id: SESSION_EXPIRED_TOAST_ID } : undefined);
  }
}
