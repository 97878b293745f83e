import { AxiosError } from 'axios';
import { priceBookMessages } from '@kalkulator/core';

/**
 * The 404 of a price book the caller may not use (deleted, or another account's private one), told apart from the
 * job type's own 404 by the API's message for a book (core's priceBookMessages.notFound).
 */
export function isBookNotFound(error: unknown): boolean {
  if (!(error instanceof AxiosError) || error.response?.status !== 404) return false;
  return (error.response.data as { message?: unknown } | undefined)?.message === priceBookMessages.notFound;
}
