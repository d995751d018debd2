/**
 * The local files bucket: s3rver with its file store corrected (s3rver-store.ts), in a child
 * process of its own started by emulators.ts. Arguments: <directory> <address> <port>.
 */
import { createRequire } from 'node:module';
import { correctedFilesystemStore } from './s3rver-store.ts';

interface S3rverServer {
  run(): Promise<{ address: string; port: number }>;
}

const [directory, address, port] = process.argv.slice(2);
if (!directory || !address || !port) throw new Error('usage: s3rver-server.ts <directory> <address> <port>');
correctedFilesystemStore();
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: Record<string, unknown>) => S3rverServer;
await new S3rver({ directory, address, port: Number(port), silent: true }).run();
