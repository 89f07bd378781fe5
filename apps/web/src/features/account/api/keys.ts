/** Query keys of the account feature; the user id keeps one user's answers from another's. */
export const accountKeys = {
  all: ['account'] as const,
  profile: (userId: number | null) => ['account', 'profile', userId] as const,
  verification: (userId: number | null) => ['account', 'verification', userId] as const,
};
