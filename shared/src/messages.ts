/** Texts the API and the site both show; spec.md §5 and §8 are a contract, so they live in one place. */
export const MESSAGES = {
  contactReceived: "Thanks — we've received your message and will reply by email within one working day.",
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
} as const;
