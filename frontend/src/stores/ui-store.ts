/** Transient UI state shared by the shell: auth dialog, loading overlay, the single popup slot,
 * user-menu dialogs. */
import { create } from 'zustand';

export type AuthMode = 'signin' | 'signup' | 'reset';
export type Popup = 'site-feedback' | 'social-banner';
export type ShellDialog = 'support' | 'feedback' | 'offline-unavailable' | null;

interface UiState {
  authDialogOpen: boolean;
  authMode: AuthMode;
  overlay: { visible: boolean; message: string };
  /** One popup at a time: the holder of the slot, or null. */
  popup: Popup | null;
  dialog: ShellDialog;
  openAuthDialog: (mode?: AuthMode) => void;
  closeAuthDialog: () => void;
  setAuthMode: (mode: AuthMode) => void;
  showOverlay: (message?: string) => void;
  hideOverlay: () => void;
  /** Claims the popup slot; returns false when another popup holds it. */
  requestPopup: (popup: Popup) => boolean;
  releasePopup: (popup: Popup) => void;
  openDialog: (dialog: Exclude<ShellDialog, null>) => void;
  closeDialog: () => void;
}

export const DEFAULT_OVERLAY_MESSAGE = 'Carregando...';

export const useUiStore = create<UiState>((set, get) => ({
  authDialogOpen: false,
  authMode: 'signin',
  overlay: { visible: false, message: DEFAULT_OVERLAY_MESSAGE },
  popup: null,
  dialog: null,
  openAuthDialog: (mode = 'signin') => set({ authDialogOpen: true, authMode: mode }),
  closeAuthDialog: () => set({ authDialogOpen: false }),
  setAuthMode: (authMode) => set({ authMode }),
  showOverlay: (message = DEFAULT_OVERLAY_MESSAGE) => set({ overlay: { visible: true, message } }),
  hideOverlay: () => set({ overlay: { visible: false, message: DEFAULT_OVERLAY_MESSAGE } }),
  requestPopup: (popup) => {
    const current = get().popup;
    if (current !== null && current !== popup) return false;
    set({ popup });
    return true;
  },
  releasePopup: (popup) => {
    if (get().popup === popup) set({ popup: null });
  },
  openDialog: (dialog) => set({ dialog }),
  closeDialog: () => set({ dialog: null }),
}));
