// Backup names Kiln gives: what made it and when (UTC), e.g. "Automatic backup 2026-11-26 06:00 UTC".
export const backupName = (at: Date, what = 'Backup') => `${what} ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
