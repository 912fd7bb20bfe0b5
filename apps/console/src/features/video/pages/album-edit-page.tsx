import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ALBUM_IN_REVIEW, type AlbumDetail } from '@creator-console/contract';
import { Button, Card, EmptyState, Heading, Inline, Skeleton, Stack, Text } from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { usePageTitles } from '../../../shared/page-titles';
import { useMyAlbum } from '../api/album-api';
import { albumMessages } from '../album-messages';
import { AlbumForm } from '../components/album-form';
import { AlbumGallery } from '../components/album-gallery';
import { albumRejectionReason, AlbumStatusTag } from '../components/album-status';

/**
 * Create or edit an album (/video/album/edit, `?id=` for a saved one): the album form for a new,
 * draft or rejected album (a rejected one shows why); a read-only view with a note for an album in
 * review or published. A saved draft stays here (its id in the URL); a submitted album goes to
 * the list.
 */
export default function AlbumEditPage() {
  const t = useMessages(albumMessages);
  const titles = usePageTitles();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('id');
  const id = Number(raw);
  const isNew = raw === null || raw === '';
  const valid = isNew || (Number.isInteger(id) && id > 0);
  const { data: album, error, isLoading } = useMyAlbum(!isNew && valid ? id : null);

  const back = (
    <Button asChild variant="ghost" icon="chevron-left">
      <Link to="/video/album">{t('back')}</Link>
    </Button>
  );

  const onSaved = (saved: AlbumDetail, submitted: boolean) => {
    if (submitted) void navigate('/video/album');
    else if (isNew) void navigate(`/video/album/edit?id=${saved.id}`, { replace: true });
  };

  let body;
  let heading = t('newTitle');
  if (!valid) body = <EmptyState icon="alert" title={t('missingId')} action={back} />;
  else if (isNew) body = <AlbumForm title={heading} onSaved={onSaved} />;
  else if (error && !album) body = <EmptyState icon="alert" title={t('notFound')} action={back} />;
  else if (isLoading || !album) body = <Skeleton lines={8} />;
  else {
    heading = album.title || t('editTitle');
    body =
      album.status === 'draft' || album.status === 'rejected' ? (
        <Stack space="large">
          {album.status === 'rejected' ? (
            <Text tone="critical" as="p">
              {t('rejectedNote', { reason: albumRejectionReason(album) || t('status_rejected') })}
            </Text>
          ) : null}
          {/* Keyed by id: a freshly created draft's form starts again from what was saved. */}
          <AlbumForm key={album.id} album={album} title={heading} onSaved={onSaved} />
        </Stack>
      ) : (
        <ReadOnlyAlbum album={album} />
      );
  }

  return (
    <Stack space="large">
      <Inline space="small" alignY="center" align="spaceBetween">
        <Heading level={1}>{titles.page}</Heading>
        {back}
      </Inline>
      <Card as="section" title={heading} titleAs="h2">
        {body}
      </Card>
    </Stack>
  );
}

function ReadOnlyAlbum({ album }: { album: AlbumDetail }) {
  const t = useMessages(albumMessages);
  const note = ALBUM_IN_REVIEW.includes(album.status)
    ? t('inReviewNote', { status: t(`status_${album.status}`) })
    : t('publishedNote');
  return (
    <Stack space="medium">
      <Inline space="small" alignY="center">
        <AlbumStatusTag status={album.status} />
        <Text tone="muted">{t(`visibility_${album.visibility}`)}</Text>
      </Inline>
      <Text as="p" tone="caution" data={{ note: 'read-only' }}>
        {note}
      </Text>
      <Text as="p">{album.description || t('noDescription')}</Text>
      <AlbumGallery images={album.images} cover={album.cover} />
      <Inline space="small">
        <Button asChild variant="soft">
          <Link to={`/video/album/detail?id=${album.id}`}>{t('viewLabel', { title: album.title })}</Link>
        </Button>
      </Inline>
    </Stack>
  );
}
