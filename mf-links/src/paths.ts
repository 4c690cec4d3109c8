/** The loading-screen settings: the links' redirect screen (spec 001 §2), opened from the links page's header. */
export const LOADING_SCREEN_PATH = '/painel/configs/loading-screen';
