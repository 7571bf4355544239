export { AuthCard } from './AuthCard.tsx';
export type { AuthCardProps, AuthCardState, AuthCardTab } from './AuthCard.tsx';
export type { AuthClient, AuthResult, SignInCredentials, SignUpDetails } from './auth-client.ts';
export { defaultAuthCardLabels } from './labels.ts';
export type { AuthCardLabels } from './labels.ts';
