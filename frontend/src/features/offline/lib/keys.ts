/** Set after a complete download; the copy is consulted only then. */
export const OFFLINE_READY_KEY = 'pedbook_offline_ready';
/** The admin site setting that allows the download ('true'); the spec ships it off. */
export const OFFLINE_SETTING_KEY = 'offline_mode_enabled';
