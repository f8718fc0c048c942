// Word lists for names: project titles, usernames, organizations and collections (all made up, no real projects).

/** Roots and endings for coined, element-like single-word titles ("Ferrium", "Luminix"). */
export const COINED_ROOTS = [
  'Ferr', 'Lumin', 'Vitr', 'Cobal', 'Argent', 'Aur', 'Calc', 'Sulf', 'Zinc', 'Nitr', 'Carb', 'Obsid', 'Prism', 'Cryst',
  'Ember', 'Frost', 'Verd', 'Umbr', 'Sol', 'Lun', 'Stell', 'Aeth', 'Nov', 'Cind', 'Magn', 'Cel', 'Hal', 'Ost', 'Pyr',
  'Hydr', 'Chron', 'Kin', 'Flux', 'Quart', 'Tung', 'Irid', 'Osm', 'Thal', 'Ruth', 'Tell', 'Borr', 'Xen', 'Kryp', 'Neb',
  'Zephr', 'Glac', 'Sylv', 'Terr', 'Ign', 'Aqu', 'Vel', 'Mir', 'Cael', 'Orb', 'Vox', 'Lyr', 'Nym', 'Cor', 'Arc', 'Sen',
  'Brom', 'Dusk', 'Fulm', 'Grav', 'Helv', 'Jov', 'Kael', 'Lith', 'Mern', 'Oct', 'Plum', 'Rhod', 'Scand', 'Tyr', 'Vanad',
] as const;
export const COINED_ENDINGS = [
  'ium', 'ite', 'ix', 'ara', 'on', 'ora', 'yx', 'ica', 'ent', 'is', 'os', 'el', 'ine', 'ux', 'ia', 'ar', 'eon', 'yn',
] as const;

export const ADJECTIVES = [
  'Better', 'Simple', 'Tiny', 'Cozy', 'Advanced', 'Extra', 'Immersive', 'Lazy', 'Smooth', 'Clean', 'Quiet', 'Ancient',
  'Hidden', 'Wandering', 'Mystic', 'Rustic', 'Arcane', 'Polished', 'Dynamic', 'Modern', 'Charming', 'Enhanced',
  'Crafty', 'Handy', 'Lively', 'Subtle', 'Fancy', 'Wild', 'Deep', 'Gentle', 'Vivid', 'Humble', 'Nifty', 'Brilliant',
  'Compact', 'Endless', 'Forgotten', 'Lost', 'Curious', 'Sturdy', 'Swift', 'Silent', 'Golden', 'Crimson', 'Frosted',
  'Twilight', 'Starry', 'Mossy', 'Sunny', 'Stormy', 'Serene', 'Tidy', 'Quick', 'Bountiful', 'Clever', 'Hearty',
  'Peaceful', 'Radiant', 'Rugged', 'Shiny', 'Sleepy', 'Cheerful', 'Grim', 'Hollow', 'Verdant', 'Amber', 'Copper',
] as const;

/** Second words that turn a noun into a title ("Caves Overhaul", "Lanterns Galore"). */
export const TITLE_TAILS = [
  'Overhaul', 'Expanded', 'Tweaks', 'Reborn', 'Plus', 'Refined', 'Unbound', 'Reimagined', 'Essentials', 'Additions',
  'Delight', 'Revamped', 'Remastered', 'Galore', 'Evolved', 'Continued', 'Deluxe', 'Redux', 'Unleashed', 'Extended',
] as const;

/** Made-up first names for possessive titles ("Mira's Lanterns") and usernames. */
export const FIRST_NAMES = [
  'Mira', 'Tobi', 'Kappa', 'Ferro', 'Juno', 'Brin', 'Nell', 'Oskar', 'Pim', 'Rook', 'Sable', 'Tamsin', 'Vero', 'Wren',
  'Yuki', 'Zeph', 'Alder', 'Bex', 'Cass', 'Dax', 'Edda', 'Fitz', 'Gus', 'Hollis', 'Ivo', 'Jory', 'Kit', 'Lark', 'Moss',
  'Nico', 'Odile', 'Pax', 'Quill', 'Rune', 'Sorrel', 'Teo', 'Ulla', 'Vesna', 'Wim', 'Xan', 'Yara', 'Zola', 'Arlo', 'Bram',
] as const;

/** Suffixes that mark a project as a library others build on. */
export const LIBRARY_TAILS = ['Lib', ' API', ' Config', 'Core', ' Library', ' Utils', ' Framework', ' Kit'] as const;

export const PLUGIN_TAILS = [
  'Guard', 'Chat', 'Perms', 'Shop', 'Warps', 'Claims', 'Auth', 'Holograms', 'Crates', 'Jobs', 'Quests', 'Economy', 'Tab',
  'Board', 'Vote', 'Homes', 'Kits', 'Backup', 'Shield', 'Bans', 'Logs', 'NPCs', 'Menus', 'Regions', 'Sit', 'Portals',
  'Skins', 'Ranks', 'Teleport', 'Market', 'Lands', 'Mail', 'Tags', 'Rewards', 'Spawners', 'Worlds', 'Arena', 'Sync',
] as const;

export const RESOURCEPACK_NOUNS = [
  'Textures', 'Pack', 'Tweaks', 'UI', 'Ores', 'Skies', 'Foliage', 'Blocks', 'Items', 'Sounds', 'Fonts', 'Glass', 'Water',
  'Panorama', 'GUI', 'Armor', 'Swords', 'Torches', 'Lanterns', 'Leaves', 'Clouds', 'Particles', 'Icons', 'Hotbar',
  'Villagers', 'Animals', 'Wool', 'Bricks', 'Stone', 'Terrain', 'Redstone', 'Nether', 'End', 'Menus', 'Potions',
] as const;

export const SHADER_TAILS = ['Shaders', 'Shader', 'PBR', 'Lite', 'Remastered', 'Reimagined', 'Enhanced', 'Vibrant', 'Plus'] as const;
export const SHADER_WORDS = [
  'Solace', 'Halcyon', 'Nimbus', 'Zenith', 'Aurora', 'Lumen', 'Meridian', 'Cirrus', 'Nocturne', 'Horizon', 'Sunfall',
  'Glimmer', 'Dawnlight', 'Overcast', 'Mirage', 'Daybreak', 'Stardust', 'Afterglow', 'Haze', 'Borealis', 'Gloaming',
  'Radiance', 'Eclipse', 'Penumbra', 'Skyline', 'Tidewater', 'Prismatic', 'Ambient', 'Moonlit', 'Evenfall',
] as const;

export const MODPACK_NOUNS = [
  'Adventures', 'Skies', 'Horizons', 'Frontiers', 'Odyssey', 'Expedition', 'Realms', 'Kingdoms', 'Voyage', 'Survival',
  'Legends', 'Chronicles', 'Dimensions', 'Journey', 'Tech', 'Magic', 'Industries', 'Islands', 'Depths', 'Wilds',
  'Outpost', 'Haven', 'Hollow', 'Tides', 'Ascent', 'Origins', 'Expanse', 'Colony', 'Empire', 'Wanderlust',
] as const;
export const MODPACK_TAILS = ['Optimized', 'Plus', 'Reloaded', 'Unleashed', 'Remastered', 'Lite', 'Extended', 'Classic', 'Deluxe'] as const;

export const DATAPACK_TAILS = ['Tweaks', 'Additions', 'Plus', 'Expanded', 'Overhaul', 'Refined', 'Essentials', 'Redux'] as const;

/** Username building blocks: gamer-style words and syllables. */
export const USER_WORDS = [
  'fox', 'wolf', 'creeper', 'ender', 'pixel', 'block', 'miner', 'crafter', 'builder', 'redstone', 'diamond', 'emerald',
  'shadow', 'storm', 'frost', 'blaze', 'ghast', 'slime', 'golem', 'axolotl', 'otter', 'raven', 'tiger', 'panda', 'cactus',
  'tomato', 'potato', 'cookie', 'noodle', 'pickle', 'waffle', 'taco', 'mango', 'pepper', 'moss', 'ember', 'comet',
  'nova', 'echo', 'rift', 'byte', 'glitch', 'lag', 'spark', 'bolt', 'nether', 'void', 'lava', 'quartz', 'copper',
  'amethyst', 'sculk', 'warden', 'phantom', 'wither', 'piglin', 'strider', 'ocelot', 'parrot', 'squid', 'turtle', 'bee',
] as const;
export const USER_ADJECTIVES = [
  'quiet', 'lazy', 'epic', 'tiny', 'mega', 'super', 'dark', 'happy', 'sleepy', 'angry', 'cosmic', 'crispy', 'fluffy',
  'salty', 'sneaky', 'swift', 'wild', 'frozen', 'golden', 'rusty', 'silent', 'lucky', 'chill', 'spicy', 'hyper', 'retro',
  'neon', 'turbo', 'fancy', 'grumpy', 'jolly', 'mystic', 'brave', 'clumsy', 'dizzy', 'witty', 'zesty', 'funky',
] as const;
export const USER_SYLLABLES = [
  'ka', 'ri', 'to', 'zen', 'mo', 'lu', 'vex', 'ra', 'shi', 'no', 'qui', 'bel', 'dro', 'fin', 'gar', 'hal', 'jin', 'kor',
  'lim', 'mar', 'nix', 'oro', 'pel', 'rez', 'sol', 'tam', 'ul', 'vo', 'wyn', 'xa', 'yor', 'zu', 'ek', 'am', 'is', 'ny',
] as const;
export const USER_TAGS = ['MC', 'Dev', 'Builds', 'YT', 'TTV', 'Mods', 'Plays', 'Games', 'Craft', 'HD', 'Live', 'Art'] as const;

export const ORG_FORMS = ['Studios', 'Team', 'Collective', 'Works', 'Modding', 'Labs', 'Guild', 'Foundry', 'Workshop', 'Society'] as const;

export const COLLECTION_NAMES = [
  'Performance essentials', 'My survival setup', 'Cozy builds', 'Server plugins', 'To try later', 'Favourite shaders',
  'Quality of life', 'Hardcore run', 'Tech progression', 'Magic playthrough', 'Building tools', 'Friends SMP',
  'Screenshots setup', 'Lightweight packs', 'Adventure picks', 'Texture favourites', 'Data pack stash', 'Skyblock ideas',
  'Kids server', 'Modpack candidates', 'Client tweaks', 'Decoration stuff', 'Worldgen experiments', 'Speedrun practice',
] as const;
export const COLLECTION_BLURBS = [
  'Things I always install first.', 'Tested together, no conflicts so far.', 'For the next season of our server.',
  'Stuff that looks great in screenshots.', 'Keeping track of what works on low-end laptops.', null, null,
  'A small list for friends who ask what I play with.', 'Everything here is client-side only.',
] as const;
