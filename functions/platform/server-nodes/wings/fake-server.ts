// One server as the fake Wings holds it: its power state, files, console and what the panel configured.
export interface FakeServer {
  state: 'offline' | 'starting' | 'running' | 'stopping';
  suspended: boolean;
  configuration: Record<string, unknown>;
  installScript: string | null;
  files: Map<string, string>;
  /** Empty folders (folders holding files exist through their files' paths). */
  folders?: Set<string>;
  /** Files that are symbolic links, listed as Wings lists links. */
  links?: Set<string>;
  /** Files whose text is latin1-encoded bytes rather than UTF-8 (uploaded archives). */
  binary?: Set<string>;
  console: string[];
}
