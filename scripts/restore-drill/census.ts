/**
 * One read of a whole table (a parallel Scan) that the drill compares: the item count per type,
 * a random sample of each type's items, and a random sample of the files the items name in the
 * files bucket (issued certificate PDFs with their SHA-256, certificate templates, support media).
 * Only reads: Scan never writes.
 */
import { type DynamoDBClient, ScanCommand, type ScanCommandOutput } from '@aws-sdk/client-dynamodb';
import { expires, type Item, itemType } from './items.ts';

export type FileKind = 'certificate pdf' | 'template png' | 'template pdf' | 'support pdf' | 'support video';
export const FILE_KINDS: readonly FileKind[] = ['certificate pdf', 'template png', 'template pdf', 'support pdf', 'support video'];

/** A file an item names: where, and what it must hold. */
export interface FileRef {
  kind: FileKind;
  key: string;
  /** The SHA-256 (hex) recorded when it was written (issued certificates). */
  sha256?: string;
}

export interface Census {
  table: string;
  total: number;
  counts: Map<string, number>;
  /** Types some of whose items expire (TTL): shown, not held to the counts. */
  expiring: Set<string>;
  samples: Map<string, Item[]>;
  files: Map<FileKind, FileRef[]>;
  startedAt: Date;
  endedAt: Date;
}

export interface CensusOptions {
  segments: number;
  samplePerType: number;
  filesPerKind: number;
  /** 0 ≤ n < 1; Math.random unless a test pins it. */
  random?: () => number;
}

const text = (item: Item, name: string): string | undefined => item[name]?.S || undefined;

/** The files an item names, by the item types that name them (functions/data/certificates, content/support.ts). */
export function filesOf(item: Item): FileRef[] {
  switch (item.type?.S) {
    case 'certificate': {
      const key = text(item, 'pdf_key');
      return key ? [{ kind: 'certificate pdf', key, sha256: text(item, 'pdf_sha256') }] : [];
    }
    case 'certificate_template_version': {
      const refs: FileRef[] = [];
      const png = text(item, 'png_key');
      const pdf = text(item, 'pdf_key');
      if (png) refs.push({ kind: 'template png', key: png });
      if (pdf) refs.push({ kind: 'template pdf', key: pdf });
      return refs;
    }
    case 'support_topic': {
      const refs: FileRef[] = [];
      const pdf = text(item, 'pdf_key');
      const video = text(item, 'video_key');
      if (pdf) refs.push({ kind: 'support pdf', key: pdf });
      if (video) refs.push({ kind: 'support video', key: video });
      return refs;
    }
    default:
      return [];
  }
}

/** Reservoir sampling: every element seen has the same chance of being among the `size` kept. */
class Reservoir<T> {
  readonly kept: T[] = [];
  private seen = 0;
  constructor(
    private readonly size: number,
    private readonly random: () => number,
  ) {}
  offer(value: T): void {
    this.seen += 1;
    if (this.kept.length < this.size) this.kept.push(value);
    else {
      const slot = Math.floor(this.random() * this.seen);
      if (slot < this.size) this.kept[slot] = value;
    }
  }
}

export async function takeCensus(client: DynamoDBClient, table: string, opts: CensusOptions): Promise<Census> {
  const random = opts.random ?? Math.random;
  const startedAt = new Date();
  const counts = new Map<string, number>();
  const expiring = new Set<string>();
  const samples = new Map<string, Reservoir<Item>>();
  const files = new Map<FileKind, Reservoir<FileRef>>();
  let total = 0;
  const segment = async (index: number) => {
    let start: ScanCommandOutput['LastEvaluatedKey'];
    do {
      const page: ScanCommandOutput = await client.send(
        new ScanCommand({ TableName: table, Segment: index, TotalSegments: opts.segments, ExclusiveStartKey: start }),
      );
      for (const item of page.Items ?? []) {
        const type = itemType(item);
        total += 1;
        counts.set(type, (counts.get(type) ?? 0) + 1);
        if (expires(item)) expiring.add(type);
        if (!samples.has(type)) samples.set(type, new Reservoir(opts.samplePerType, random));
        samples.get(type)!.offer(item);
        for (const ref of filesOf(item)) {
          if (!files.has(ref.kind)) files.set(ref.kind, new Reservoir(opts.filesPerKind, random));
          files.get(ref.kind)!.offer(ref);
        }
      }
      start = page.LastEvaluatedKey;
    } while (start);
  };
  await Promise.all(Array.from({ length: opts.segments }, (_, index) => segment(index)));
  return {
    table,
    total,
    counts,
    expiring,
    samples: new Map([...samples].map(([type, reservoir]) => [type, reservoir.kept])),
    files: new Map([...files].map(([kind, reservoir]) => [kind, reservoir.kept])),
    startedAt,
    endedAt: new Date(),
  };
}
