// What each category is about: nouns for titles, verb phrases for summaries, bullets for feature lists.
// Placeholders: {n} a small number, {noun} a lower-case noun of the theme, {title} the project title.

export interface Theme {
  nouns: readonly string[];
  does: readonly string[];
  features: readonly string[];
}

const theme = (nouns: string, does: string[], features: string[]): Theme => ({ nouns: nouns.split(' '), does, features });

/** Mods, data packs and plugins share the mod category list, as they do on Modrinth. */
export const MOD_THEMES: Record<string, Theme> = {
  adventure: theme('Dungeons Ruins Expeditions Relics Bosses Catacombs Towers Artifacts Trials Crypts', [
    'scatters hand-built {noun} across every dimension', 'adds {n} bosses guarding {noun} full of loot',
    'turns exploring into a real expedition with maps, rumours and {noun}',
  ], [
    '{n} new structures with custom loot tables', 'Bosses with multi-phase fights and unique drops',
    'Treasure maps that point to {noun} nearby', 'Structures blend into the terrain instead of floating on it',
    'Every structure can be disabled in the config', 'Rare relics with small but useful passive effects',
  ]),
  cursed: theme('Chaos Nonsense Blunders Oddities Mishaps Gremlins Shenanigans', [
    'makes the game slightly worse in the funniest ways', 'adds {noun} nobody asked for',
    'randomly swaps things around when you least expect it',
  ], [
    'Chickens occasionally lay the wrong item', 'Doors sometimes open the other way', '{n} pointless but beautiful blocks',
    'A toggle for players who want to stay sane', 'Achievements for surviving the {noun}',
  ]),
  decoration: theme('Furniture Lanterns Shelves Curtains Tiles Planters Windows Lamps Rugs Benches', [
    'adds hundreds of {noun} in every wood type', 'gives builders {n} new ways to fill empty rooms',
    'brings cozy {noun} that fit the vanilla style',
  ], [
    '{n}+ decorative blocks in every vanilla wood and stone type', 'Connected textures for tables, benches and shelves',
    'Blocks you can sit on, open or light up', 'Crafted in a single stonecutter-style workstation',
    'Waterlogging support for every block where it makes sense', 'Textures drawn to match the vanilla palette',
  ]),
  economy: theme('Markets Coins Banks Traders Vaults Auctions Stalls', [
    'adds a coin-based economy with player shops', 'lets players run {noun} without any plugins',
  ], [
    'Physical coins in copper, iron, gold and diamond', 'Player-owned shops with trade logs',
    'Configurable prices per item and per world', 'A wandering banker who buys your surplus',
  ]),
  equipment: theme('Armor Weapons Tools Shields Trinkets Gauntlets Bows Spears Hammers Daggers', [
    'adds {n} new weapons with their own combat moves', 'brings tiered {noun} between iron and diamond',
    'adds wearable {noun} with small passive bonuses',
  ], [
    '{n} new weapon types with distinct attack speeds', 'Armor sets with set bonuses', 'Trinket slots that work with curios-style inventories',
    'Every item can be repaired at an anvil', 'Balanced against vanilla netherite', 'Custom enchantments for the new tools',
  ]),
  food: theme('Crops Kitchens Recipes Orchards Bakery Stews Harvest Pantry', [
    'adds {n} crops, a cooking pot and dozens of meals', 'makes farming and cooking worth the effort',
  ], [
    '{n} new crops that grow in different biomes', 'A cooking pot, skillet and cutting board', 'Meals that give long-lasting effects',
    'Fruit trees that generate in the wild', 'Compatible with hunger overhaul mods',
  ]),
  'game-mechanics': theme('Sprinting Sleep Stamina Hunger Climbing Gravity Seasons Weather Swimming Combat', [
    'reworks {noun} so the early game feels fresh', 'adds small mechanics that vanilla is missing',
    'tweaks {noun} without changing the feel of the game',
  ], [
    'Every tweak is a separate toggle', 'Works on servers without the client having it installed', 'Seasons that change crop growth and weather',
    'Smarter {noun} with a gentle learning curve', 'Gamerules for the most requested options',
  ]),
  library: theme('Lib API Config Core Registry Events Networking', [
    'provides shared code for other mods', 'gives mod developers a small, stable {noun} layer',
    'handles config screens and networking so mods do not have to',
  ], [
    'Config screens generated from annotated classes', 'Cross-loader networking helpers', 'Registry and event utilities',
    'Stable API with semantic versioning', 'Documented on the wiki with examples', 'Tiny footprint: no mixins into rendering',
  ]),
  magic: theme('Spells Runes Wands Altars Rituals Grimoires Familiars Sigils Mana Relics', [
    'adds a spell system built around {noun}', 'lets you craft {noun} and bind familiars',
    'brings ritual magic with {n} schools of spells',
  ], [
    '{n} spells across five schools', 'A grimoire that documents everything in game', 'Mana that regenerates near {noun}',
    'Rituals performed on multiblock altars', 'Familiars that follow you and help in fights', 'Fully data-driven spell definitions',
  ]),
  management: theme('Backups Permissions Commands Tools Logs Dashboards Whitelist', [
    'gives server owners better tools for {noun}', 'adds admin commands and automatic {noun}',
  ], [
    'Scheduled backups with retention rules', 'Permission nodes for every command', 'A web-friendly log export',
    'Low overhead even on large servers', 'Works with LuckPerms-style permission providers',
  ]),
  minigame: theme('Arenas Parkour Races Duels Bedwars Puzzles Games', [
    'adds ready-to-play {noun} for servers and friends', 'turns any world into a {noun} lobby',
  ], [
    '{n} minigames out of the box', 'Lobby, queue and scoreboard handling', 'Maps can be built in creative and imported',
    'Per-game statistics and leaderboards', 'Spectator mode with free camera',
  ]),
  mobs: theme('Creatures Critters Beasts Wildlife Monsters Birds Fish Insects Golems Spirits', [
    'adds {n} new {noun} that fit into vanilla biomes', 'fills the world with ambient {noun}',
    'brings hostile {noun} with smarter AI',
  ], [
    '{n} new mobs with hand-made animations', 'Spawns tuned per biome', 'Tameable companions with their own inventory',
    'New drops used in recipes across the mod', 'Mobs can be disabled one by one', 'Sound design that matches vanilla',
  ]),
  optimization: theme('Rendering Lighting Chunks Memory Entities Ticking Startup Performance', [
    'makes {noun} dramatically faster', 'cuts memory use and improves frame times',
    'speeds up {noun} without changing gameplay',
  ], [
    'Up to {n}x higher frame rates on integrated graphics', 'Faster chunk loading and lighting', 'Lower memory use in large modpacks',
    'No gameplay changes: everything behaves like vanilla', 'Compatible with most rendering mods', 'Detailed debug overlay for profiling',
  ]),
  social: theme('Chat Emotes Parties Friends Profiles Mail', [
    'improves {noun} and player interaction', 'adds parties, friends and better chat',
  ], [
    'Clickable links and item previews in chat', 'Party system with shared waypoints', 'Emotes bound to hotkeys',
    'Per-player chat filters', 'Offline mail between players',
  ]),
  storage: theme('Backpacks Drawers Chests Crates Barrels Shelves Vaults Pouches', [
    'adds upgradeable {noun} with sorting', 'keeps your items organised across every chest in range',
    'brings compact {noun} for the mid game',
  ], [
    'Upgradeable {noun} with up to {n} slots', 'One-click sorting and quick stacking', 'A storage terminal that sees every linked container',
    'Works with hoppers and pipes', 'Filters for automatic pickup', 'Data is stored safely with the world',
  ]),
  technology: theme('Machines Pipes Generators Factories Circuits Conveyors Reactors Drones Cables Robots', [
    'adds machines, pipes and power networks', 'lets you automate everything from ore processing to farming',
    'brings {n} tiers of {noun} for factory builders',
  ], [
    '{n} machines with upgrade slots', 'Item, fluid and energy pipes', 'Ore processing that doubles yields',
    'A guidebook with recipes and tips', 'Configurable power rates', 'Redstone control on every machine',
  ]),
  transportation: theme('Elevators Rails Boats Gliders Portals Bridges Zeppelins Carts Waystones', [
    'adds new ways to travel: {noun}, gliders and more', 'makes long trips faster with {noun}',
  ], [
    'Elevators that work with a single jump', 'Waystones that link across dimensions', 'Faster rails with configurable speed',
    'Gliders with durability and upgrades', 'Vehicles that carry mobs and chests',
  ]),
  utility: theme('Waypoints Minimap Tooltips Zoom HUD Inventory Tweaks Menus Clock Compass', [
    'adds small quality-of-life features that save time', 'shows useful information right on the {noun}',
    'makes {noun} handier without getting in the way',
  ], [
    'Hotkeys for every feature', 'A clean HUD that stays out of the way', 'Tooltips that show durability, food values and more',
    'Minimap with waypoints and death points', 'Client-side only: works on any server', 'Settings screen with live preview',
  ]),
  worldgen: theme('Biomes Caves Trees Mountains Islands Canyons Forests Terrain Oceans Cliffs', [
    'adds {n} new biomes and reshapes the terrain', 'makes {noun} more varied and dramatic',
    'overhauls {noun} with new shapes and features',
  ], [
    '{n} new biomes with custom trees and plants', 'Deeper caves with aquifers and lush pockets', 'Mountains that reach the build limit',
    'Rivers that actually connect to oceans', 'Works on existing worlds in new chunks', 'Fully configurable through data packs',
  ]),
};

/** Plugin flavour for the categories server owners care about; other categories fall back to MOD_THEMES. */
export const PLUGIN_THEMES: Record<string, Theme> = {
  economy: theme('Shops Markets Banks Auctions Coins', ['adds a Vault-compatible economy with {noun}', 'runs player {noun} with GUIs'], [
    'Vault and PlaceholderAPI support', 'Chest shops with holograms', 'MySQL, SQLite and YAML storage', 'Tax and interest settings per world',
  ]),
  management: theme('Backups Bans Logs Permissions Staff Reports', ['gives staff better tools for {noun}', 'keeps your server tidy with automatic {noun}'], [
    'Async by design: no main-thread lag', 'Discord webhook alerts', 'Full audit log of staff actions', 'Permission nodes for everything',
  ]),
  minigame: theme('Arenas Bedwars Duels Parkour Skywars Races', ['hosts {noun} with queues and scoreboards', 'turns a lobby into a {noun} network'], [
    'Multi-arena support', 'BungeeCord and Velocity aware', 'Per-arena kits and rewards', 'Leaderboards with holograms',
  ]),
  social: theme('Chat Friends Parties Mail Nicknames', ['improves chat formatting and adds {noun}', 'brings parties and friend lists to your server'], [
    'MiniMessage formatting', 'Private messages with social spy', 'Cross-server chat through proxies', 'Ignore lists and chat filters',
  ]),
  utility: theme('Homes Warps Kits Teleports Tools', ['adds homes, warps and {noun} with clean GUIs', 'covers the essentials every server needs'], [
    'Configurable cooldowns and costs', 'GUI menus for every command', 'Tab completion everywhere', 'Translatable messages',
  ]),
  'game-mechanics': theme('Claims Spawners Mobs Sleep Combat', ['tweaks {noun} for survival servers', 'adds survival-friendly rules for {noun}'], [
    'Per-world configuration', 'WorldGuard region flags', 'Works on Paper, Purpur and Folia', 'Zero client mods needed',
  ]),
  optimization: theme('Entities Chunks Redstone Hoppers Performance', ['reduces lag from {noun} on busy servers', 'keeps TPS stable under load'], [
    'Entity stacking with configurable limits', 'Lag-source finder command', 'Works alongside Paper optimisations', 'Detailed timings report',
  ]),
  library: theme('API Core Lib Commands Menus', ['is a library that other plugins depend on', 'provides shared {noun} code for plugin developers'], [
    'Annotation-based command framework', 'Inventory GUI builder', 'Maven repository with javadocs', 'Shaded-friendly packaging',
  ]),
};

export const RESOURCEPACK_THEMES: Record<string, Theme> = {
  combat: theme('Swords Armor Hotbar Crosshair Particles', ['makes PvP cleaner with shorter swords and clearer particles'], [
    'Shorter swords and lower shields', 'Clear hit particles', 'Low fire overlay', 'Compact hotbar',
  ]),
  cursed: theme('Nonsense Chaos Memes Oddities', ['replaces everything with something slightly wrong'], [
    'Every ore is a face', 'Sounds swapped at random', 'Works best with friends who do not know',
  ]),
  decoration: theme('Blocks Bricks Wood Glass Tiles', ['gives building blocks fresh textures for builders'], [
    'Connected glass', 'Random block rotations', 'Alternate textures for planks and bricks',
  ]),
  modded: theme('Machines Mods Items Blocks', ['retextures popular mods to match the vanilla style'], [
    'Covers {n} popular mods', 'Consistent palette with vanilla', 'Updated for the latest mod versions',
  ]),
  realistic: theme('Textures Terrain Stone Wood Foliage', ['brings photo-like textures with normal and specular maps'], [
    'LabPBR normal and specular maps', 'Parallax-ready stone and wood', 'High resolution foliage',
  ]),
  simplistic: theme('Textures Blocks Items Pack', ['cleans up textures with flat colours and less noise'], [
    'Less noise on every block', 'Flat, readable item icons', 'Great for minimal builds',
  ]),
  themed: theme('Autumn Winter Halloween Medieval Pastel', ['turns the whole game into a seasonal theme'], [
    'Seasonal foliage colours', 'Themed GUI and menus', 'Custom title screen panorama',
  ]),
  tweaks: theme('Tweaks Fixes Icons Ores UI', ['fixes small texture issues and adds helpful tweaks'], [
    'Visible ore borders', 'Lower fire and shield', 'Clearer redstone dust', 'Numbered hotbar slots',
  ]),
  utility: theme('Ores Icons GUI Durability Clock', ['adds useful visual hints like ore outlines and durability colours'], [
    'Ore outlines', 'Durability colours on tools', 'Clock and compass with numbers',
  ]),
  'vanilla-like': theme('Textures Pack Blocks Items', ['keeps the vanilla look with higher detail'], [
    'Redrawn textures that stay true to vanilla', 'Consistent shading', 'Smooth animations for fire, water and portals',
  ]),
};

export const SHADER_THEMES: Record<string, Theme> = {
  cartoon: theme('Toon Sketch Cel Outline', ['gives the game a cel-shaded, hand-drawn look'], ['Outlines on blocks and entities', 'Soft cel shading', 'Bright, saturated colours']),
  cursed: theme('Glitch Wobble Fisheye', ['warps the screen in unsettling ways'], ['Wobbly world', 'Fisheye lens', 'Colour inversion at night']),
  fantasy: theme('Glow Mist Aurora Magic', ['paints the world in dreamy colours with glowing skies'], ['Auroras at night', 'Glowing foliage', 'Magical fog in forests']),
  realistic: theme('Skies Clouds Water Reflections', ['renders the world with physically based lighting'], ['Path-traced global illumination', 'Volumetric clouds', 'Screen-space reflections']),
  'semi-realistic': theme('Sunsets Clouds Lighting Water', ['balances realism and the vanilla charm'], ['Warm sunsets', 'Soft shadows', 'Waving plants and water']),
  'vanilla-like': theme('Lighting Shadows Water Sky', ['keeps the vanilla look and adds shadows and better water'], ['Vanilla-style colours', 'Light shadows', 'Runs on older hardware']),
};

export const MODPACK_THEMES: Record<string, Theme> = {
  adventure: theme('Adventures Expedition Odyssey Frontiers', ['is built around exploring dungeons, bosses and new dimensions'], ['Dozens of new structures', 'Boss progression across dimensions', 'Balanced loot']),
  challenging: theme('Survival Ascent Trials Wilds', ['makes survival hard again with thirst, temperature and tougher mobs'], ['Thirst and temperature', 'Smarter mobs', 'Permadeath option']),
  combat: theme('Legends Arena Kingdoms', ['focuses on weapons, skills and boss fights'], ['New weapon classes', 'Skill trees', 'Epic bosses']),
  'kitchen-sink': theme('Dimensions Realms Expanse Empire', ['packs {n} mods of every kind into one stable instance'], ['{n} mods, tested together', 'Pre-configured JEI-style recipe viewer', 'Quests that guide you through everything']),
  lightweight: theme('Horizons Haven Origins', ['keeps vanilla feel with performance and quality-of-life mods'], ['Runs well on 4 GB of RAM', 'Only client-friendly improvements', 'Vanilla-compatible worlds']),
  magic: theme('Magic Arcana Grimoire', ['combines the best magic mods with a guided progression'], ['Spell schools with progression', 'Ritual and altar mods', 'Magic-themed quests']),
  multiplayer: theme('Colony Outpost Skies Islands', ['is tuned for servers with friends'], ['Server pack included', 'Claims and backups', 'Shared quests']),
  optimization: theme('Optimized Boost Performance', ['bundles performance mods for higher frame rates'], ['Up to {n}x faster rendering', 'Faster world loading', 'Works with shaders']),
  quests: theme('Chronicles Journey Colony', ['guides you through {n} quests from stone age to space'], ['{n} handcrafted quests', 'Reward choices', 'Story chapters']),
  technology: theme('Industries Tech Factory', ['is a tech progression pack from steam to fusion'], ['Factory automation', 'Power networks', 'Expert-mode recipes']),
};
