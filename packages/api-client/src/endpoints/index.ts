import * as albums from './albums.js';
import * as certification from './certification.js';
import * as exportsModule from './exports.js';
import * as files from './files.js';
import * as mcn from './mcn.js';
import * as messages from './messages.js';
import * as sensitive from './sensitive.js';
import * as session from './session.js';
import * as statistics from './statistics.js';
import * as tracking from './tracking.js';
import * as uploads from './uploads.js';
import * as videos from './videos.js';

export * from './session.js';
export * from './statistics.js';
export * from './messages.js';
export * from './mcn.js';
export * from './certification.js';
export * from './sensitive.js';
export * from './tracking.js';
export * from './videos.js';
export * from './albums.js';
export * from './files.js';
export * from './uploads.js';
export * from './exports.js';

/** The domain modules that `createApi` binds to a client. */
export const domains = {
  session: {
    login: session.login,
    myMenu: session.myMenu,
    myPage: session.myPage,
    myProfile: session.myProfile,
    logout: session.logout,
  },
  statistics: {
    userStatisticsInfo: statistics.userStatisticsInfo,
    userStatisticsHistory: statistics.userStatisticsHistory,
    userStatisticsFans: statistics.userStatisticsFans,
  },
  messages: {
    reminders: messages.reminders,
    myMessages: messages.myMessages,
    unreadMessageCount: messages.unreadMessageCount,
    readMessage: messages.readMessage,
    messageDetail: messages.messageDetail,
  },
  mcn: {
    inviteLogList: mcn.inviteLogList,
    createInvite: mcn.createInvite,
    handleInvite: mcn.handleInvite,
    userSearch: mcn.userSearch,
    myBloggers: mcn.myBloggers,
    myUserToken: mcn.myUserToken,
    removeBlogger: mcn.removeBlogger,
  },
  certification: {
    applyCertification: certification.applyCertification,
    updateCertification: certification.updateCertification,
    certificationApplyRecords: certification.certificationApplyRecords,
    approveCertification: certification.approveCertification,
    certificationInfoDetail: certification.certificationInfoDetail,
    certificationCategories: certification.certificationCategories,
    userAllCertifications: certification.userAllCertifications,
    myCertificationInfo: certification.myCertificationInfo,
    certificationApplyDetail: certification.certificationApplyDetail,
  },
  sensitive: {
    revealSensitive: sensitive.revealSensitive,
  },
  tracking: {
    trackEvent: tracking.trackEvent,
    trackedEvents: tracking.trackedEvents,
  },
  files: {
    uploadImage: files.uploadImage,
    fileAddress: files.fileAddress,
  },
  uploads: {
    createUpload: uploads.createUpload,
    uploadState: uploads.uploadState,
    putUploadChunk: uploads.putUploadChunk,
    completeUpload: uploads.completeUpload,
    cancelUpload: uploads.cancelUpload,
  },
  exports: {
    createExport: exportsModule.createExport,
    myExports: exportsModule.myExports,
  },
  videos: {
    myVideos: videos.myVideos,
    myVideoDetail: videos.myVideoDetail,
    createVideo: videos.createVideo,
    updateVideo: videos.updateVideo,
    deleteVideo: videos.deleteVideo,
    bulkVideos: videos.bulkVideos,
    videoStatements: videos.videoStatements,
  },
  albums: {
    myAlbums: albums.myAlbums,
    myAlbumDetail: albums.myAlbumDetail,
    createAlbum: albums.createAlbum,
    updateAlbum: albums.updateAlbum,
    deleteAlbum: albums.deleteAlbum,
  },
  albumReview: {
    claimAlbumBatch: albums.claimAlbumBatch,
    releaseAlbumItems: albums.releaseAlbumItems,
    decideAlbumItem: albums.decideAlbumItem,
    decideAlbumBatch: albums.decideAlbumBatch,
    reviewAlbumList: albums.reviewAlbumList,
    reviewAlbumDetail: albums.reviewAlbumDetail,
    editReviewAlbum: albums.editReviewAlbum,
  },
  review: {
    claimReviewBatch: videos.claimReviewBatch,
    releaseReviewItems: videos.releaseReviewItems,
    decideReviewItem: videos.decideReviewItem,
    decideReviewBatch: videos.decideReviewBatch,
    reviewVideoList: videos.reviewVideoList,
    reviewVideoDetail: videos.reviewVideoDetail,
    editReviewVideo: videos.editReviewVideo,
    reviewReasons: videos.reviewReasons,
    createReviewReason: videos.createReviewReason,
    updateReviewReason: videos.updateReviewReason,
    deleteReviewReason: videos.deleteReviewReason,
    reviewStatements: videos.reviewStatements,
    createReviewStatement: videos.createReviewStatement,
    updateReviewStatement: videos.updateReviewStatement,
    deleteReviewStatement: videos.deleteReviewStatement,
    machineWhitelist: videos.machineWhitelist,
    whitelistCandidates: videos.whitelistCandidates,
    addToWhitelist: videos.addToWhitelist,
    removeFromWhitelist: videos.removeFromWhitelist,
    operationLogs: videos.operationLogs,
  },
};
