/** The API client's own words, for when the server could not say anything (it was not reached, or said nothing). */
export const CLIENT_MESSAGES = {
  networkError: 'Could not reach Aboki. Check your connection and try again.',
  somethingWentWrong: 'Something went wrong. Please try again.',
} as const;
