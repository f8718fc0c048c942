// Recognising database failures that are answers, not bugs (a unique index refusing a duplicate).
export const isUniqueViolation = (error: unknown): boolean =>
  /UNIQUE constraint failed/.test(String((error as { cause?: unknown })?.cause ?? error));
