// Limits, defaults and user-facing texts copied verbatim from the product spec (§5, §8, §9).
// Both the server and the client import them, so a text or a limit changes in one place.

export const LIMITS = {
  freePaletteQuota: 2,
  maxPalettesMin: 1,
  maxPalettesMax: 50,
  displayNameMax: 50,
  avatarMaxBytes: 5_242_880,
  defaultPasswordMin: 6,
  createPalette: { rowsMin: 1, rowsMax: 10, rowsDefault: 3, columnsMin: 1, columnsMax: 12, columnsDefault: 4 },
  masterPalette: { rowsMin: 1, rowsMax: 6, columnsMin: 1, columnsMax: 12 },
  detailGrid: { min: 1, max: 12, rowsDefault: 4, columnsDefault: 8 },
  workingArea: { rows: 4, columns: 6, capacity: 24 },
  /** Spec §2: a working-area cell shows at most this many characters of a paint's name, then '…'. */
  workingAreaLabelMax: 12,
  /** Issues 27 and 41: a palette grid of up to 6 columns is wholly on a phone's screen (its swatches smaller); a wider one scrolls in its frame. */
  phoneGridColumns: 6,
  /** Spec §2: a library card draws at most this many of a palette's columns while the screen is narrower than `below` px. */
  cardPreviewColumns: [
    { below: 480, columns: 4 },
    { below: 768, columns: 6 },
    { below: 1024, columns: 8 },
  ],
  paletteNameMax: 100,
  paletteNotesMax: 10_000,
  paletteTagMax: 40,
  paletteTagsMax: 20,
  collaborationCompanyMax: 100,
  urlMax: 2000,
  curatedLimit: 6,
  sharedLimit: 12,
  skeletonCards: 8,
  cardTagsShown: 3,
  /** Spec §5 and §9: paint search needs 3 characters (or a tag), pigment search more than 2. */
  paintSearchMin: 3,
  pigmentSearchMin: 3,
  /** Spec §9: suggestion lists in the color form show at most 10 entries. */
  suggestions: 10,
  paintSearchMaxResults: 50,
  paintSearchTagsMax: 20,
  /** Issue 15: alternatives across brands, 12 unless asked for fewer or more. */
  alternativesDefault: 12,
  alternativesMax: 50,
  /**
   * Issue 15: a mixing preview asks the catalogue for the paint nearest each of its mixes: three
   * colors make 3 pairs x 3 ratios + thirds, and (issue 42) each pair of complements its most neutral mix.
   */
  nearestPaintsMax: 13,
  /** Issue 28: a person's studio inventory, and each item's count and note. */
  inventoryItemsMax: 2000,
  inventoryCountMax: 999,
  inventoryNoteMax: 2000,
  /** Issue 29: the mixes saved on one palette, and each one's note and the name of what it matches. */
  mixesPerPalette: 100,
  mixNoteMax: 2000,
  mixTargetNameMax: 200,
  /** Issue 42: the pigments a saved recipe's paint may name (the catalogue's paints name at most five). */
  mixPaintPigmentsMax: 8,
  /** Issue 42: what a painter writes when they report a wrong fact of a catalogue paint. */
  paintReportNoteMax: 1000,
} as const;

/** Issue 28: how a paint is kept in the studio, and how much of it is left. */
export const INVENTORY_FORMS = ['tube', 'pan', 'half pan', 'other'] as const;
export type TInventoryForm = (typeof INVENTORY_FORMS)[number];
export const INVENTORY_LEVELS = ['full', 'half', 'low', 'empty'] as const;
export type TInventoryLevel = (typeof INVENTORY_LEVELS)[number];
/** Levels that put an owned paint on the shopping list. */
export const RESTOCK_LEVELS: readonly TInventoryLevel[] = ['low', 'empty'];

/** Issue 15: the files a palette can be exported as, and the paper sizes of its PDF chart. */
export const EXPORT_FORMATS = ['ase', 'gpl', 'csv', 'pdf'] as const;
export const PAPER_SIZES = ['a4', 'letter'] as const;
/** Issue 25: a PDF chart set out as the palette's grid and working area, or one color per card with large squares. */
export const PDF_LAYOUTS = ['grid', 'card'] as const;

/** Spec §9: how long the client keeps paint search results and catalogue lists fresh. */
export const CATALOGUE_CACHE = {
  searchStaleMs: 30_000,
  listsStaleMs: 24 * 60 * 60 * 1000,
} as const;

/** Spec §9 uploader constants (the avatar upload and any later upload). */
export const UPLOADER = {
  multipartAboveBytes: 100 * 1024 * 1024,
  minPartBytes: 5 * 1024 * 1024,
  maxParts: 10_000,
  concurrency: 6,
  retryDelaysMs: [0, 1000, 3000, 5000],
  infoTimeoutMs: 5000,
  avatarMaxFiles: 1,
} as const;

export const TIMINGS = {
  copyTickMs: 2000,
  inviteRedirectMs: 2000,
  tooltipDelayMs: 1000,
  announcementMs: 1000,
  toastDurationMs: 5000,
  toastRemoveDelayMs: 1_000_000,
  toastSwipeThreshold: 50,
} as const;

export const DEFAULT_HEX = '#808080';

/** Issue 25: a watercolour's wash strip, from the full-strength stroke to ~50 % and ~25 % over white paper. */
export const WASH_STRENGTHS = [1, 0.5, 0.25] as const;
/** Issue 42: a gouache's tint strip, the paint as it is, then 1 : 1 and 1 : 3 of paint to titanium white by parts (parts of white per part of paint). */
export const TINT_WHITE_PARTS = [0, 1, 3] as const;
/** Issue 29: the parts each paint of a recipe may take once "Match a colour" refines a set of paints. */
export const RECIPE_MOST_PARTS = 8;

/** Spec §2: the words painters shorten where a swatch is too narrow for them, and how (the PDF chart's cells too). */
export const SHORT_FORMS: Readonly<Record<string, string>> = { Quinacridone: 'Quin.' };

export const PALETTE_MEDIUMS = ['Watercolor', 'Oil Paint', 'Acrylic', 'Gouache', 'Mixed Media'] as const;
/** The admin's master-palette form has its own list (spec §2: 'the two lists differ between screens'). */
export const MASTER_MEDIUMS = ['Watercolor', 'Acrylic', 'Oil', 'Gouache', 'Mixed Media'] as const;

/** The two lists name oil differently ('Oil Paint' for palettes, 'Oil' for masters and colors): one name for comparing. */
export function canonicalMedium(medium: string): string {
  return medium === 'Oil Paint' ? 'Oil' : medium;
}
export const COLOR_MEDIUMS = ['Watercolor', 'Oil', 'Acrylic', 'Gouache', 'Tempera', 'Ink', 'Pastel', 'Other'] as const;
export type TColorMedium = (typeof COLOR_MEDIUMS)[number];

/**
 * The color medium a palette's medium names (spec §3: the palette list says 'Oil Paint' where
 * colors say 'Oil'); none for 'Mixed Media' or anything else no color medium matches.
 */
export function colorMediumOfPalette(paletteMedium: string | null | undefined): TColorMedium | undefined {
  const medium = paletteMedium ? canonicalMedium(paletteMedium) : paletteMedium;
  return COLOR_MEDIUMS.find((known) => known === medium);
}
export const LIGHTFASTNESS = ['I-Excellent', 'II-Very Good', 'III-Fair', 'IV-Fugitive'] as const;

/** A toast is a title plus an optional description; texts are the spec's (§8). */
export interface ToastText {
  title: string;
  description?: string;
}

function userCount(count: number): string {
  return count === 1 ? '1 user' : `${count} users`;
}

export const TEXTS = {
  auth: {
    dialogTitle: (product: string) => `Welcome to ${product}`,
    dialogSubtitle: 'Sign in to manage your color palettes',
    signInBusy: 'Signing in...',
    signUpBusy: 'Creating account...',
    resetBusy: 'Sending...',
    signInFailed: { title: 'Sign in failed', description: 'Please check your credentials and try again.' },
    registrationFailed: { title: 'Registration failed', description: 'Please try again.' },
    googleFailed: { title: 'Google sign-in failed', description: 'Please try again.' },
    resetFailed: { title: 'Reset failed', description: 'Please check your email and try again.' },
    emailRequired: { title: 'Email required', description: 'Please enter your email address.' },
    signedIn: { title: 'Welcome back!', description: "You've successfully signed in." },
    accountCreated: (email: string) => ({
      title: 'Account created!',
      description: `Welcome! We sent a link to ${email}: open it to confirm your address and choose your password.`,
    }),
    confirmFirst: (email: string) => ({
      title: 'Confirm your e-mail first',
      description: `We sent a new link to ${email}: open it to confirm your address and choose your password.`,
    }),
    emailConfirmed: { title: 'E-mail confirmed', description: 'Welcome! Your palette library is ready.' },
    googleSignedIn: { title: 'Welcome!', description: 'Successfully signed in with Google.' },
    resetSent: { title: 'Password reset sent!', description: 'Check your email for password reset instructions.' },
    unauthorizedDomain: (provider: 'Google' | 'Facebook') =>
      `This domain is not authorized for ${provider} sign-in. Please contact support.`,
  },
  profile: {
    updateFailed: { title: 'Error', description: 'Failed to update profile. Please try again.' },
    avatarFailed: { title: 'Failed to upload avatar. Please try again.' },
  },
  palettes: {
    sections: { mine: 'My palettes', curated: 'Curated palettes', shared: 'Shared with me' },
    notFound: 'Palette not found',
    backToLibrary: 'Back to Library',
    loadFailed: 'This palette could not be loaded. Check your connection and try again.',
    empty: 'No palettes found',
    createFailed: { title: 'Failed to create palette', description: 'Please try again.' },
    authRequired: { title: 'Authentication required', description: 'Please sign in to create a palette.' },
    // The spec's text says "2", the default quota; users whose quota an admin raised see theirs.
    freeLimit: (maxPalettes: number) => ({
      title: "You've reached your free palette limit",
      description: `You have ${maxPalettes} free palettes! Please keep editing the ones you have or delete one to start anew.`,
    }),
    copyExists: { title: 'Copy already exists', description: 'You already have a copy of this palette.' },
    copyLabel: 'Copy to my palettes',
    copySaved: (name: string) => ({ title: 'Copy saved', description: `“${name}” is now in My palettes.` }) satisfies ToastText,
    /** Issue 27: a curated master's card when the person already holds it (its pushed copy, or their own copy). */
    inLibrary: 'Already in My palettes',
    maxCopiesTitle: 'Maximum copies reached',
    duplicateFailed: { title: 'Failed to duplicate palette' },
    restoreFailed: { title: 'Restore failed', description: 'Could not restore the palette to its original version.' },
    copyLinkFailed: { title: 'Failed to copy', description: 'Could not copy link to clipboard.' },
    linkCopied: { title: 'Link copied' },
    renamed: { title: 'Palette renamed' },
    renameFailed: { title: 'Failed to rename palette', description: 'Please try again.' },
    resetToOriginal: { title: 'Palette reset to original' },
    deleteFailed: { title: 'Failed to delete palette. Please try again.' },
    confirmDelete: 'Delete this palette permanently? This cannot be undone and removes all its colors.',
    confirmRestore: 'Reset this palette to its original version? All your changes will be lost.',
    // The actions' names (spec §2's menu and buttons), on their menu items and confirm buttons alike.
    deleteLabel: 'Delete',
    restoreLabel: 'Reset to original',
  },
  paints: {
    searchFailed: { title: 'Failed to search paints' },
    seriesFailed: { title: 'Failed to get series' },
  },
  invites: {
    invalidTitle: 'Invalid Invitation',
    goToLibrary: 'Go to Library',
    accept: 'Accept Invitation',
    signInPrompt: 'Please sign in to accept this invitation',
    signIn: 'Sign In',
    added: 'Palette Added!',
    acceptFailed: { title: 'Failed to accept invite', description: 'Could not accept the invitation. Please try again.' },
    signInRequired: { title: 'Please sign in', description: 'You need to be signed in to accept palette invitations.' },
    shared: { title: 'Palette shared!' },
  },
  // The admin panel (spec §2, §4, §8).
  admin: {
    title: 'Admin Panel - Manage and distribute master palettes',
    updateFailed: { title: 'Update failed', description: 'Please try again.' } satisfies ToastText,
    createFailed: { title: 'Error creating palette', description: 'Please try again.' } satisfies ToastText,
    missingFields: { title: 'Missing fields', description: 'Please fill in palette name and medium.' } satisfies ToastText,
    noPalettes: 'No palettes available',
    affiliateExplanation:
      "Loads the three manufacturers' spreadsheets, compares them with the affiliate links on catalogue paints and on colors, updates generic links (searches, brand pages) with the product's ASIN link, and removes links to products the spreadsheets do not list.",
    verificationSucceeded: 'Verification completed successfully',
    verificationFailed: 'Verification failed',
    verificationFailedToast: { title: 'Verification Failed' } satisfies ToastText,
    verify: 'Verify affiliate links',
    verifying: 'Verifying...',
    creating: 'Creating...',
    resetAll: 'Reset all distributions',
    resetting: 'Resetting...',
    distributedLabel: 'Distributed',
    notDistributedLabel: 'Not Distributed',
    confirmDistribute: "Distribute this palette to all users? A personal copy will be added to each user's account.",
    confirmHide:
      "Hide this palette from all users? It will be removed from their curated section but they can keep any copies they've made.",
    confirmPromote: 'Promote this palette to a master? It can then be distributed to all users.',
    // The prompts' confirm buttons: 'Promote to Master' is the spec's menu item; it names none for the switch.
    distributeLabel: 'Distribute',
    hideLabel: 'Hide',
    promoteLabel: 'Promote to Master',
    // Spec §8: 'removes ALL user copies'; those are the copies distribution made (decision 007).
    confirmReset:
      'Reset all distributions? This removes ALL user copies that distribution added and marks every master as not distributed; copies people made themselves stay. This cannot be undone.',
    confirmDeleteMaster:
      "Delete this master palette permanently? Every user's distributed copy goes with it; copies people made themselves stay. This cannot be undone.",
    distributed: (count: number): ToastText => ({ title: `Distributed to ${userCount(count)}` }),
    hidden: (count: number): ToastText => ({ title: `Hidden; ${userCount(count)} keep their copies` }),
    reset: ({ removedCopies, resetMasters }: { removedCopies: number; resetMasters: number }): ToastText => ({
      title: 'All distributions reset',
      description: `Removed ${removedCopies} user ${removedCopies === 1 ? 'copy' : 'copies'}; ${resetMasters} ${
        resetMasters === 1 ? 'master is' : 'masters are'
      } no longer distributed.`,
    }),
  },
  notFound: '404 Page Not Found',
  disclosure: 'This app contains affiliate links to art supply retailers, and the owner may earn a commission.',
} as const;

/** Error codes shared by the server (AppError) and the client (ApiError). */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** Issue 28: the person already owns a paint of this single pigment in this medium; sent again with confirmDuplicate to add it anyway. */
  'DUPLICATE_PIGMENT',
  /** Issue 43: the palette's grid and working area have no free place for another color (spec §8's capacity toast). */
  'PALETTE_FULL',
  'QUOTA_EXCEEDED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];
