import type { UiLocale } from '../../locale';

/** What CoverPicker shows and announces by itself; override any of them with the `strings` prop. */
export type CoverPickerStrings = {
  /** Accessible name of the whole widget. */
  label: string;
  preview: string;
  scrubber: string;
  frames: string;
  /** `{time}` is the frame's position, e.g. 0:03. */
  frame: string;
  useFrame: string;
  upload: string;
  uploadHint: string;
  wrongType: string;
  chosen: string;
  noCover: string;
  empty: string;
  loading: string;
  unplayable: string;
};

export const coverPickerStrings: Record<UiLocale, CoverPickerStrings> = {
  'zh-CN': {
    label: '视频封面',
    preview: '视频预览',
    scrubber: '封面帧位置',
    frames: '视频画面',
    frame: '{time} 处的画面',
    useFrame: '设为封面',
    upload: '上传封面图',
    uploadHint: '支持 JPG、PNG、WebP 格式',
    wrongType: '请选择 JPG、PNG 或 WebP 格式的图片',
    chosen: '当前封面',
    noCover: '还没有封面：拖动进度条或点选画面，再点“设为封面”，也可以上传一张图片。',
    empty: '添加视频后可以从画面中选择封面，也可以直接上传封面图。',
    loading: '正在读取视频画面…',
    unplayable: '浏览器无法播放这个视频，不能从画面选择封面，请上传一张封面图。',
  },
  'en-US': {
    label: 'Video cover',
    preview: 'Video preview',
    scrubber: 'Cover frame position',
    frames: 'Frames of the video',
    frame: 'Frame at {time}',
    useFrame: 'Use as cover',
    upload: 'Upload a cover image',
    uploadHint: 'JPG, PNG or WebP',
    wrongType: 'Choose a JPG, PNG or WebP image',
    chosen: 'Current cover',
    noCover: 'No cover yet: move the slider or pick a frame, then “Use as cover”, or upload an image.',
    empty: 'Add a video to choose a frame as its cover, or upload a cover image.',
    loading: 'Reading the video’s frames…',
    unplayable: 'This browser cannot play the video, so no frame can be chosen. Upload a cover image.',
  },
};
