// The built-in sample findings of /moderation/technical-review-mockup: one file per kind of case a reviewer meets
// (a worm, a false alarm, a pack off the allow-list, obfuscation), so staff can practise the workflow on no real project.
import type { FindingSeverity } from '#contracts/technical-review.ts';
import { ruleById, type RuleId } from './scanner/rules.ts';
import type { ReviewFinding, ReviewItem } from './view.ts';

const finding = (rule: RuleId, entry: string, className: string | null, method: string | null, detail: string): ReviewFinding => {
  const defined = ruleById(rule)!;
  return { rule, severity: defined.severity, description: defined.description, entry, class_name: className, method, detail };
};

interface Sample {
  id: string;
  project: string;
  slug: string;
  type: string;
  version: string;
  filename: string;
  severity: FindingSeverity;
  findings: ReviewFinding[];
}

const SAMPLES: Sample[] = [
  {
    id: 'sample01', project: 'Shiny Ores', slug: 'sample-shiny-ores', type: 'mod', version: '2.4.1', filename: 'shiny-ores-2.4.1.jar', severity: 'high',
    findings: [
      finding('remote-class-loading', 'META-INF/jars/utility-1.0.jar!/dev/example/Utility.class', 'dev.example.Utility', '<clinit>()V',
        'calls java.net.URLClassLoader.<init> beside the URL http://203.0.113.7:8080/'),
      finding('jar-worm-signature', 'META-INF/jars/utility-1.0.jar!/dev/example/Utility.class', 'dev.example.Utility', null, 'names 85.217.144.130'),
    ],
  },
  {
    id: 'sample02', project: 'Discord Presence', slug: 'sample-discord-presence', type: 'mod', version: '1.8.0', filename: 'presence-1.8.0.jar', severity: 'medium',
    findings: [finding('native-library', 'com/example/presence/NativeBridge.class', 'com.example.presence.NativeBridge', 'load()V', 'calls java.lang.System.load')],
  },
  {
    id: 'sample03', project: 'Skyblock Starter', slug: 'sample-skyblock-starter', type: 'modpack', version: '3.0.0', filename: 'skyblock-starter-3.0.0.mrpack', severity: 'high',
    findings: [finding('pack-foreign-download', 'modrinth.index.json', null, null, 'mods/fastchunks.jar downloads from files.example.net')],
  },
  {
    id: 'sample04', project: 'Auto Updater Lib', slug: 'sample-auto-updater', type: 'mod', version: '0.9.2', filename: 'autoupdater-0.9.2.jar', severity: 'high',
    findings: [
      finding('process-execution', 'com/example/updater/Installer.class', 'com.example.updater.Installer', 'install(Ljava/nio/file/Path;)V', 'calls java.lang.Runtime.exec'),
      finding('heavy-obfuscation', '', null, null, '41 of 52 classes have obfuscated names'),
    ],
  },
];

/** The practice queue: sample files as the review list shows real ones, held where their findings would hold them. */
export function sampleReviewItems(scanned: Date): ReviewItem[] {
  return SAMPLES.map((sample, i) => ({
    file_id: sample.id,
    filename: sample.filename,
    size: 250_000 + i * 75_000,
    sha1: sample.id.padEnd(40, '0'),
    scanned: new Date(scanned.getTime() - (i + 1) * 3_600_000).toISOString(),
    severity: sample.severity,
    review: 'pending',
    reviewed: null,
    held: sample.severity === 'high',
    classes: 40 + i * 12,
    version: { id: `${sample.id}v`, version_number: sample.version, name: sample.version },
    project: { id: `${sample.id}p`, title: sample.project, slug: sample.slug, project_type: sample.type },
    findings: sample.findings,
  }));
}
