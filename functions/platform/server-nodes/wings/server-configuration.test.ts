// The documents Kiln hands a Wings node for a server: its configuration (container, startup, limits, port) and its
// install script, per loader and game version.
import { describe, expect, it } from 'vitest';
import type { NodeRef, ServerSpec } from '../port.ts';
import { readProperties } from '../properties-file.ts';
import { javaVersionFor } from './game-version.ts';
import { installScriptFor } from './install-script.ts';
import { wingsSupports } from './loaders.ts';
import { startupCommand, wingsServerConfiguration } from './server-configuration.ts';

const node: NodeRef = { id: 'eu-1', region: 'central-europe', publicHost: 'eu1.example', memoryMb: 65536, ports: { from: 25565, to: 25664 } };
const spec: ServerSpec = {
  id: 'Qw3rTy12', memoryMb: 6144, cpu: 3, diskMb: 20480, port: 25601, loader: 'vanilla', gameVersion: '1.20.4',
  startupFlags: "-XX:+UseG1GC  -Dname=it's", properties: { motd: 'Line one = two', 'max-players': '15' },
};

describe('wings server configuration', () => {
  it('describes limits, port, image and process handling as Wings reads them', () => {
    const { settings, process_configuration: process } = wingsServerConfiguration(node, { uuid: 'u-1', spec, suspended: false, name: 'Cosy' });
    expect(settings.build).toEqual({ memory_limit: 6144, swap: 0, io_weight: 500, cpu_limit: 300, disk_space: 20480, threads: '', oom_disabled: false });
    expect(settings.allocations.default).toEqual({ ip: '0.0.0.0', port: 25601 });
    expect(settings.container.image).toBe('ghcr.io/pterodactyl/yolks:java_17');
    expect(settings.environment).toMatchObject({ SERVER_JARFILE: 'server.jar', MINECRAFT_VERSION: '1.20.4' });
    expect(settings.crash_detection_enabled).toBe(true);
    expect(process.stop).toEqual({ type: 'command', value: 'stop' });
    expect(process.configs[0]!.replace).toContainEqual({ match: 'server-port', replace_with: '25601' });
    expect(wingsServerConfiguration(node, { uuid: 'u-1', spec: { ...spec, autoRestart: false }, suspended: true, name: 'Cosy' }).settings)
      .toMatchObject({ suspended: true, crash_detection_enabled: false });
  });

  it('passes startup flags as quoted words, so the container shell runs none of them', () => {
    expect(startupCommand(spec)).toBe(
      "java -Xms128M -XX:MaxRAMPercentage=95.0 '-XX:+UseG1GC' '-Dname=it'\\''s' -Dterminal.jline=false -Dterminal.ansi=true -jar {{SERVER_JARFILE}} nogui",
    );
    expect(startupCommand({ ...spec, loader: 'neoforge', gameVersion: '1.21.1', startupFlags: '$(reboot)' })).toBe(
      "java -Xms128M -XX:MaxRAMPercentage=95.0 '$(reboot)' -Dterminal.jline=false -Dterminal.ansi=true @unix_args.txt nogui",
    );
  });

  it('chooses the Java a game version needs', () => {
    expect([javaVersionFor('1.12.2'), javaVersionFor('1.17.1'), javaVersionFor('1.20.4'), javaVersionFor('1.20.5'), javaVersionFor('1.21.1')]).toEqual([8, 17, 17, 21, 21]);
    expect([javaVersionFor('24w14a'), javaVersionFor('26.1'), javaVersionFor('26.1-snapshot-1')]).toEqual([21, 25, 25]);
  });

  it('refuses loaders and versions it cannot install', () => {
    expect(wingsSupports('quilt', '1.21.1')).toBeNull();
    expect(wingsSupports('velocity', '1.21.1')).toBe('velocity servers are not supported here');
    expect(wingsSupports('neoforge', '1.20.1')).toBe('NeoForge before Minecraft 1.20.2 is not supported here');
    expect(wingsSupports('vanilla', "1.21'; rm -rf /")).toBe("Minecraft 1.21'; rm -rf / is not supported here");
  });

  it('writes an install script that fetches the loader and writes the properties the server was bought with', () => {
    const install = installScriptFor(spec);
    expect(install).toMatchObject({ container_image: 'ghcr.io/pterodactyl/installers:alpine', entrypoint: 'ash' });
    expect(install.script).toContain("MINECRAFT_VERSION='1.20.4'");
    expect(install.script).toContain('piston-meta.mojang.com');
    const properties = /<<'KILN_PROPERTIES'\n([\s\S]*?)\nKILN_PROPERTIES/.exec(install.script)![1]!;
    expect(readProperties(properties)).toEqual({ motd: 'Line one = two', 'max-players': '15' });
    expect(installScriptFor({ ...spec, loader: 'forge', gameVersion: '1.20.1' })).toMatchObject({ container_image: 'eclipse-temurin:17-jdk', entrypoint: 'bash' });
    expect(() => installScriptFor({ ...spec, loader: 'forge', gameVersion: '1.12.2' })).toThrow('Forge before Minecraft 1.17 is not supported here');
  });
});
