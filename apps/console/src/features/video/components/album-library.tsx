import { Link } from 'react-router-dom';
import { z } from 'zod';
import { ALBUM_STATUSES } from '@creator-console/contract';
import { Text } from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { orderedDates, useListParams } from '../../../shared/list';
import { useDeleteAlbum, useMyAlbums } from '../api/album-api';
import { albumMessages } from '../album-messages';
import { albumKind } from '../content-kinds';
import { AlbumImage } from './album-image';
import { ContentLibrary, contentParams, contentQuery } from './content-library';

/**
 * The album list's state in the URL: paging, `status` (all when absent), the title keyword `q`
 * and the created-date range `start`/`end`.
 */
export const albumParams = z.object(contentParams(ALBUM_STATUSES)).transform(orderedDates);

/** The myAlbums query for the list's state. */
export const albumQuery = (params: z.output<typeof albumParams>) => contentQuery(params);

/**
 * The creator's albums (/video/album): cover, title (a link to the album), description, image
 * count, status with the rejection reason and dates; new album.
 */
export function AlbumLibrary() {
  const t = useMessages(albumMessages);
  const list = useListParams(albumParams);
  const query = useMyAlbums(albumQuery(list.params));
  const remove = useDeleteAlbum();

  return (
    <ContentLibrary
      kind={albumKind}
      list={list}
      query={query}
      remove={remove.trigger}
      label={t('tableLabel')}
      lead={{
        key: 'album',
        header: t('columnAlbum'),
        cover: (row, text) => <AlbumImage reference={row.cover} {...text} />,
        details: (row, title) => (
          <>
            <Link to={`/video/album/detail?id=${row.id}`} aria-label={t('viewLabel', { title })}>
              <Text weight="medium" as="span">
                {title}
              </Text>
            </Link>
            {row.description ? (
              <Text tone="muted" size="small" truncate>
                {row.description}
              </Text>
            ) : null}
          </>
        ),
      }}
      columns={({ lead, status, dates, actions }) => [
        lead,
        {
          key: 'images',
          header: t('columnImages'),
          cell: (row) => t('imageCount', { count: row.image_count }),
        },
        status,
        dates,
        actions,
      ]}
      laterDates={(row, date) => [
        row.submitted_at ? t('submittedAt', { date: date(row.submitted_at) }) : null,
        row.published_at ? t('publishedAt', { date: date(row.published_at) }) : null,
      ]}
      create={{ to: '/video/album/edit', label: t('newAlbum'), icon: 'plus' }}
      empty={{ title: t('empty'), description: t('emptyBody') }}
    />
  );
}
