import * as adminAccounts from './admin-accounts.js';
import { adTaskCrudEndpoints, adTaskEndpoints } from './ad-tasks.js';
import { adSubmissionEndpoints } from './ad-submissions.js';
import { adReceiptEndpoints } from './ad-receipts.js';
import { adShowcaseEndpoints } from './ad-showcase.js';
import { missionEndpoints } from './missions.js';
import { adSettlementEndpoints } from './ad-settlements.js';
import { adminClassifierEndpoints } from './admin-classifiers.js';
import * as adminRoles from './admin-roles.js';
import * as albums from './albums.js';
import * as announcements from './announcements.js';
import * as certification from './certification.js';
import * as certificationSettings from './certification-settings.js';
import * as documents from './documents.js';
import * as exportsModule from './exports.js';
import { financeEndpoints } from './finance.js';
import * as files from './files.js';
import * as mcn from './mcn.js';
import * as messages from './messages.js';
import * as ledger from './ledger.js';
import * as operationLog from './operation-log.js';
import { playletEndpoints } from './playlet.js';
import * as payouts from './payouts.js';
import * as review from './review.js';
import * as sensitive from './sensitive.js';
import { spreadEndpoints } from './spread.js';
import * as session from './session.js';
import * as statistics from './statistics.js';
import * as tracking from './tracking.js';
import * as uploads from './uploads.js';
import * as videos from './videos.js';
import * as wallet from './wallet.js';

export * from './common.js';
export * from './session.js';
export * from './statistics.js';
export * from './messages.js';
export * from './mcn.js';
export * from './certification.js';
export * from './certification-settings.js';
export * from './sensitive.js';
export * from './tracking.js';
export * from './videos.js';
export * from './review-queue.js';
export * from './review.js';
export * from './operation-log.js';
export * from './albums.js';
export * from './files.js';
export * from './exports.js';
export * from './uploads.js';
export * from './admin-accounts.js';
export * from './admin-classifiers.js';
export * from './announcements.js';
export * from './admin-roles.js';
export * from './documents.js';
export * from './finance.js';
export * from './playlet.js';
export * from './withdrawals.js';
export * from './wallet.js';
export * from './ledger.js';
export * from './payouts.js';
export * from './ad-tasks.js';
export * from './ad-submissions.js';
export * from './spread.js';
export * from './missions.js';
export * from './ad-settlements.js';
export * from './ad-receipts.js';
export * from './ad-showcase.js';

/** Every endpoint of the API, by name. The server registers routes from this; the client calls by it. */
export const endpoints = {
  adminUserPicker: adminAccounts.adminUserPicker,
  ...adminClassifierEndpoints,
  ...financeEndpoints,
  ...playletEndpoints,
  ...adTaskEndpoints,
  ...adTaskCrudEndpoints,
  ...adSubmissionEndpoints,
  ...spreadEndpoints,
  ...missionEndpoints,
  ...adSettlementEndpoints,
  ...adReceiptEndpoints,
  ...adShowcaseEndpoints,
  adminNotices: announcements.adminNotices,
  adminNoticeDetail: announcements.adminNoticeDetail,
  createAdminNotice: announcements.createAdminNotice,
  updateAdminNotice: announcements.updateAdminNotice,
  previewNoticeAudience: announcements.previewNoticeAudience,
  noticeAudienceOptions: announcements.noticeAudienceOptions,
  sendAdminNotice: announcements.sendAdminNotice,
  scheduleAdminNotice: announcements.scheduleAdminNotice,
  unscheduleAdminNotice: announcements.unscheduleAdminNotice,
  withdrawAdminNotice: announcements.withdrawAdminNotice,
  deleteAdminNotice: announcements.deleteAdminNotice,
  adminNoticeReceipts: announcements.adminNoticeReceipts,
  adminRoles: adminRoles.adminRoles,
  createRole: adminRoles.createRole,
  updateRole: adminRoles.updateRole,
  deleteRole: adminRoles.deleteRole,
  accessCatalogue: adminRoles.accessCatalogueEndpoint,
  roleAccess: adminRoles.roleAccessEndpoint,
  updateRoleAccess: adminRoles.updateRoleAccess,
  roleMenuPreview: adminRoles.roleMenuPreview,
  adminAccounts: adminAccounts.adminAccounts,
  adminAccountDetail: adminAccounts.adminAccountDetail,
  adminAccountOptions: adminAccounts.adminAccountOptions,
  createAdminAccount: adminAccounts.createAdminAccount,
  updateAdminAccount: adminAccounts.updateAdminAccount,
  setAdminAccountStatus: adminAccounts.setAdminAccountStatus,
  resetAdminAccountPassword: adminAccounts.resetAdminAccountPassword,
  adminAccountSessions: adminAccounts.adminAccountSessions,
  revokeAdminAccountSessions: adminAccounts.revokeAdminAccountSessions,
  revokeAdminAccountSession: adminAccounts.revokeAdminAccountSession,
  bulkAdminAccounts: adminAccounts.bulkAdminAccounts,
  login: session.login,
  phoneLogin: session.phoneLogin,
  myMenu: session.myMenu,
  myPage: session.myPage,
  myProfile: session.myProfile,
  logout: session.logout,
  userStatisticsInfo: statistics.userStatisticsInfo,
  userStatisticsHistory: statistics.userStatisticsHistory,
  userStatisticsFans: statistics.userStatisticsFans,
  reminders: messages.reminders,
  myMessages: messages.myMessages,
  myUnreadMessageCount: messages.myUnreadMessageCount,
  readMessage: messages.readMessage,
  messageDetail: messages.messageDetailEndpoint,
  inviteLogList: mcn.inviteLogList,
  createInvite: mcn.createInvite,
  handleInvite: mcn.handleInvite,
  userSearch: mcn.userSearch,
  myBloggers: mcn.myBloggers,
  myUserToken: mcn.myUserToken,
  removeBlogger: mcn.removeBlogger,
  applyCertification: certification.applyCertification,
  updateCertification: certification.updateCertification,
  certificationApplyRecords: certification.certificationApplyRecords,
  approveCertification: certification.approveCertification,
  certificationInfoDetail: certification.certificationInfoDetail,
  certificationCategories: certification.certificationCategories,
  userAllCertifications: certification.userAllCertifications,
  myCertificationInfo: certification.myCertificationInfo,
  certificationApplyDetail: certification.certificationApplyDetail,
  settingCategories: certificationSettings.settingCategories,
  createSettingCategory: certificationSettings.createSettingCategory,
  renameSettingCategory: certificationSettings.renameSettingCategory,
  deleteSettingCategory: certificationSettings.deleteSettingCategory,
  orderSettingCategories: certificationSettings.orderSettingCategories,
  settingItems: certificationSettings.settingItems,
  createSettingItem: certificationSettings.createSettingItem,
  updateSettingItem: certificationSettings.updateSettingItem,
  deleteSettingItem: certificationSettings.deleteSettingItem,
  setSettingItemStatus: certificationSettings.setSettingItemStatus,
  settingRules: certificationSettings.settingRules,
  updateSettingRule: certificationSettings.updateSettingRule,
  certificationEligibility: certificationSettings.certificationEligibilityEndpoint,
  confirmSensitive: sensitive.confirmSensitive,
  revealSensitive: sensitive.revealSensitive,
  track: tracking.track,
  trackedEvents: tracking.trackedEvents,
  trackingHistogram: tracking.trackingHistogram,
  trackingFacets: tracking.trackingFacets,
  trackedEventDetail: tracking.trackedEventDetail,
  uploadImage: files.uploadImage,
  fileAddress: files.fileAddress,
  createExport: exportsModule.createExport,
  myExports: exportsModule.myExports,
  createUpload: uploads.createUpload,
  uploadState: uploads.uploadState,
  putUploadChunk: uploads.putUploadChunk,
  completeUpload: uploads.completeUpload,
  cancelUpload: uploads.cancelUpload,
  myVideos: videos.myVideos,
  myVideoDetail: videos.myVideoDetail,
  createVideo: videos.createVideo,
  updateVideo: videos.updateVideo,
  deleteVideo: videos.deleteVideo,
  bulkVideos: videos.bulkVideos,
  videoStatements: videos.videoStatements,
  claimReviewBatch: review.claimReviewBatch,
  releaseReviewItems: review.releaseReviewItems,
  decideReviewItem: review.decideReviewItem,
  decideReviewBatch: review.decideReviewBatch,
  reviewVideoList: review.reviewVideoList,
  reviewVideoDetail: review.reviewVideoDetailEndpoint,
  editReviewVideo: review.editReviewVideo,
  reviewReasons: review.reviewReasons,
  createReviewReason: review.createReviewReason,
  updateReviewReason: review.updateReviewReason,
  deleteReviewReason: review.deleteReviewReason,
  reviewStatements: review.reviewStatements,
  createReviewStatement: review.createReviewStatement,
  updateReviewStatement: review.updateReviewStatement,
  deleteReviewStatement: review.deleteReviewStatement,
  machineWhitelist: review.machineWhitelist,
  whitelistCandidates: review.whitelistCandidates,
  addToWhitelist: review.addToWhitelist,
  removeFromWhitelist: review.removeFromWhitelist,
  operationLogs: operationLog.operationLogs,
  operationLogDetail: operationLog.operationLogDetailEndpoint,
  verifyOperationLogDay: operationLog.verifyOperationLogDay,
  myAlbums: albums.myAlbums,
  myAlbumDetail: albums.myAlbumDetail,
  createAlbum: albums.createAlbum,
  updateAlbum: albums.updateAlbum,
  deleteAlbum: albums.deleteAlbum,
  claimAlbumBatch: albums.claimAlbumBatch,
  releaseAlbumItems: albums.releaseAlbumItems,
  decideAlbumItem: albums.decideAlbumItem,
  decideAlbumBatch: albums.decideAlbumBatch,
  reviewAlbumList: albums.reviewAlbumList,
  reviewAlbumDetail: albums.reviewAlbumDetailEndpoint,
  editReviewAlbum: albums.editReviewAlbum,
  agreementDocument: documents.agreementDocument,
  documentDetail: documents.documentDetail,
  documentHistory: documents.documentHistory,
  documentVersionDetail: documents.documentVersionDetail,
  adminDocuments: documents.adminDocuments,
  createDocument: documents.createDocument,
  adminDocumentVersions: documents.adminDocumentVersions,
  createDocumentVersion: documents.createDocumentVersion,
  updateDocumentVersion: documents.updateDocumentVersion,
  publishDocumentVersion: documents.publishDocumentVersion,
  cancelDocumentVersion: documents.cancelDocumentVersion,
  deleteDocumentVersion: documents.deleteDocumentVersion,
  myWallet: wallet.myWallet,
  myWalletEntries: wallet.myWalletEntries,
  bindPayoutAccount: wallet.bindPayoutAccount,
  withdrawalQuote: wallet.withdrawalQuoteEndpoint,
  createWithdrawal: wallet.createWithdrawal,
  myWithdrawals: wallet.myWithdrawals,
  myWithdrawalDetail: wallet.myWithdrawalDetail,
  cancelWithdrawal: wallet.cancelWithdrawal,
  createPayoutBatch: payouts.createPayoutBatch,
  cancelPayoutBatch: payouts.cancelPayoutBatch,
  recordPayoutBatchResult: payouts.recordPayoutBatchResult,
  recordWithdrawalResult: payouts.recordWithdrawalResult,
  returnWithdrawal: payouts.returnWithdrawal,
  financePayouts: payouts.financePayouts,
  ledgerEntries: ledger.ledgerEntries,
  ledgerTransactionDetail: ledger.ledgerTransactionDetail,
  ledgerCheck: ledger.ledgerCheck,
} as const;
export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
