// Where Kiln's community meets: the chat server the site points people to when they need the team.
export const COMMUNITY_CHAT_URL = 'https://discord.gg/kiln';
