// `npm run restore -- <dir>`: a backup into the configured data directory, which must be empty; run it with Kiln stopped.
import { BackupError, restore } from './lib/backup.ts';
import { commandConfig, fail } from './lib/cli-config.ts';

const [source] = process.argv.slice(2);
if (!source) fail('Usage: npm run restore -- <backup directory>   (into an empty DATA_DIR, with Kiln stopped)');
const config = commandConfig();
try {
  const manifest = await restore(config, source, (line) => console.log(line));
  console.log(`Restored the backup of ${manifest.created} into ${config.DATA_DIR}. Start Kiln as usual.`);
  if (manifest.secretKey === 'environment') console.log('Set the same SECRET_KEY as before, or two-factor setups cannot be read.');
} catch (error) {
  if (error instanceof BackupError) fail(error.message);
  throw error;
}
