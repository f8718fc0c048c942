// `npm run backup -- <dir>`: a consistent copy of the running (or stopped) site's database, blobs and secret key.
import { BackupError, backup } from './lib/backup.ts';
import { commandConfig, fail } from './lib/cli-config.ts';

const [target] = process.argv.slice(2);
if (!target) fail('Usage: npm run backup -- <directory>   (a new or empty directory)');
const config = commandConfig();
try {
  const manifest = await backup(config, target, (line) => console.log(line));
  const rows = Object.values(manifest.rows).reduce((sum, count) => sum + count, 0);
  console.log(`Backed up ${rows} rows and ${Object.keys(manifest.files).length} files into ${target}.`);
  if (manifest.secretKey === 'environment') console.log('SECRET_KEY comes from the environment: keep it with your other secrets, the backup does not hold it.');
} catch (error) {
  if (error instanceof BackupError) fail(error.message);
  throw error;
}
