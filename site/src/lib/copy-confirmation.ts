// How long a copy button or a toast's copy action says "copied" (spec §9: 2 seconds).
export const COPY_CONFIRMATION_MS = 2_000;
