/** Every string the design system shows or announces by itself. Apps override any of them via UiProvider. */
export type UiStrings = {
  close: string;
  loading: string;
  confirm: string;
  cancel: string;
  showPassword: string;
  hidePassword: string;
  breadcrumb: string;
  mainNavigation: string;
  collapseSidebar: string;
  expandSidebar: string;
  openNavigation: string;
  notifications: string;
  /** Accessible name of the notification bell when there are unread notifications. */
  notificationsUnread: (count: number) => string;
  /** Accessible text of a count badge on a menu group (items waiting for review). */
  pendingCount: (count: number) => string;
  /** Accessible name of the avatar button that opens the user menu. */
  userMenu: (name: string) => string;
  switchAccount: string;
  personalCentre: string;
  logout: string;
  /** Label of the toast region; `{hotkey}` is replaced with the key that focuses it. */
  toastRegion: string;
  requestProgress: string;
  // Review widgets
  reviewQueue: string;
  /** Header count of items waiting in the pool, e.g. 待审 12. */
  reviewQueuePending: (count: number) => string;
  /** Header count of items the current reviewer holds, e.g. 已领取 5. */
  reviewQueueClaimed: (count: number) => string;
  /** The claim button, with the batch size. */
  reviewQueueClaimBatch: (size: number) => string;
  reviewQueueEmpty: string;
  reviewQueueSelectAll: string;
  /** Accessible name of an item's batch checkbox. */
  reviewQueueSelectItem: (title: string) => string;
  /** Shown on an item another reviewer holds. */
  reviewQueueLockedBy: (name: string) => string;
  reviewQueueKeys: string;
  reviewQueueSelectKey: string;
  mediaPrevious: string;
  mediaNext: string;
  /** Position in an image gallery, e.g. 2 / 5. */
  mediaPosition: (position: number, total: number) => string;
  mediaDownload: (name: string) => string;
  mediaNoPreview: string;
  /** Accessible name of a thumbnail that opens the image viewer. */
  mediaOpen: (name: string) => string;
  mediaZoomIn: string;
  mediaZoomOut: string;
  /** Shown in place of an image that did not load. */
  mediaBroken: string;
  /** Counter of a pick list, e.g. 已选 3/6. */
  pickListCount: (count: number, max: number) => string;
  pickListMoveUp: string;
  pickListMoveDown: string;
  pickListRemove: string;
  pickListMoveUpOf: (title: string) => string;
  pickListMoveDownOf: (title: string) => string;
  pickListRemoveOf: (title: string) => string;
  /** Announced after a move, with 1-based positions. */
  pickListMoved: (from: number, to: number) => string;
  pickListRemoved: (title: string) => string;
  reviewAuthor: string;
  reviewTags: string;
  machineVerdict: string;
  verdictPass: string;
  verdictSuspect: string;
  verdictBlock: string;
  /** The author is on the machine-review whitelist, so the check was skipped. */
  verdictWhitelisted: string;
  verdictCheckedAt: (time: string) => string;
  verdictNoReasons: string;
  verdictField: (field: string) => string;
  decisionBar: string;
  decisionApprove: string;
  decisionReject: string;
  decisionReasons: string;
  /** Label of the text the creator sees when the item is rejected. */
  decisionMessage: string;
  decisionMessageHint: string;
  decisionMessageRequired: string;
  /** Banner of a decision bar acting on several items, e.g. 对 3 项批量操作. */
  decisionBatch: (count: number) => string;
  shortcuts: string;
  shortcutToggleReason: string;
  shortcutSubmit: string;
  reviewHistory: string;
  reviewHistoryEmpty: string;
  reviewStageMachine: string;
  reviewStageFirst: string;
  reviewStageSecond: string;
  sensitiveDialogTitle: string;
  sensitiveDialogMessage: string;
  sensitiveReveal: string;
  sensitiveHide: string;
  sensitiveCancelled: string;
  sensitiveRevealFailed: string;
  // Forms and inputs
  /** Visible character count of a text area with a limit, e.g. 12 / 100. */
  characterCount: (count: number, max: number) => string;
  /** Describes a text area's limit to assistive technology. */
  characterLimit: (max: number) => string;
  /** Announced (politely, after typing pauses) as the limit gets used up. */
  charactersRemaining: (count: number) => string;
  selectPlaceholder: string;
  /** Added to the accessible name of a link that opens in a new tab. */
  opensInNewTab: string;
  dateRangeStart: string;
  dateRangeEnd: string;
  /** Shown between the two dates; decorative. */
  dateRangeSeparator: string;
  dateRangePresets: string;
  last7Days: string;
  last30Days: string;
  last90Days: string;
  dateRangeOrder: string;
  dateBeforeMin: (date: string) => string;
  dateAfterMax: (date: string) => string;
  steps: string;
  stepWait: string;
  stepProcess: string;
  stepFinish: string;
  stepError: string;
  uploadChooseFiles: string;
  uploadDropHint: string;
  /** The accepted types, already joined, e.g. “.mp4, .mov”. */
  uploadAccepts: (types: string) => string;
  uploadMaxSize: (size: string) => string;
  uploadFileList: string;
  uploadWrongType: (name: string) => string;
  uploadTooLarge: (name: string, maxSize: string) => string;
  uploadProgress: (name: string) => string;
  uploadQueued: string;
  uploadUploading: string;
  uploadPaused: string;
  uploadDone: string;
  uploadFailed: string;
  retry: string;
  remove: string;
  /** Accessible names of a file's buttons: they start with the visible word (取消/重试/移除). */
  uploadCancel: (name: string) => string;
  uploadRetry: (name: string) => string;
  uploadRemove: (name: string) => string;
  /** Time left of an upload, from a number of seconds. */
  timeRemaining: (seconds: number) => string;
  // Data display and feedback
  noData: string;
  /** Accessible name of a tag's remove button. */
  removeTag: (label: string) => string;
  reviewStateDraft: string;
  reviewStateMachine: string;
  reviewStateFirst: string;
  reviewStateSecond: string;
  reviewStatePublished: string;
  reviewStateRejected: string;
  reviewStateScheduled: string;
  certificationStateNone: string;
  certificationStatePending: string;
  certificationStateApproved: string;
  certificationStateRejected: string;
  accountStateCurrent: string;
  accountStateOther: string;
  accountStateDisabled: string;
  logOutcomeSuccess: string;
  logOutcomeDenied: string;
  logOutcomeRefused: string;
  noticeStateDraft: string;
  noticeStateScheduled: string;
  noticeStateSending: string;
  noticeStateSent: string;
  noticeStateWithdrawn: string;
  docVersionStateDraft: string;
  docVersionStateScheduled: string;
  docVersionStatePublished: string;
  docVersionStateArchived: string;
  /** DiffTable's column headers and its mark of a changed row. */
  diffField: string;
  diffBefore: string;
  diffAfter: string;
  diffChanged: string;
  diffEmpty: string;
  trendUp: string;
  trendDown: string;
  trendFlat: string;
  /** Accessible name of the help button beside a statistic's label. */
  statHelp: (label: string) => string;
  pagination: string;
  previousPage: string;
  nextPage: string;
  pageNumber: (page: number) => string;
  /** Total count beside the pagination, e.g. 共 123 条. */
  paginationTotal: (total: number) => string;
  pageSize: string;
  pageSizeOption: (size: number) => string;
  jumpToPage: string;
  selectAllRows: string;
  selectRow: (row: string) => string;
  selectedCount: (count: number) => string;
  clearSelection: string;
  accountAvatar: string;
  accountName: string;
  accountRealName: string;
  accountPhone: string;
  accountRole: string;
  accountState: string;
  accountAction: string;
  switchTo: string;
  switching: string;
  /** Accessible name of a row's switch button, e.g. 切换到林晓. */
  switchToAccount: (name: string) => string;
  searchAccounts: string;
  search: string;
  noLinkedAccounts: string;
};
