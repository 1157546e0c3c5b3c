/** 'deployed' imitates the known deployment, bugs included; 'contract' answers as UPSTREAM.md says the API should. */
export type DoubleMode = 'deployed' | 'contract';
