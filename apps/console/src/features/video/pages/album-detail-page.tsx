import { Link, useSearchParams } from 'react-router-dom';
import { Button, Card, EmptyState, Heading, Inline, Skeleton, Stack, Text } from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { usePageTitles } from '../../../shared/page-titles';
import { useMyAlbum } from '../api/album-api';
import { albumMessages } from '../album-messages';
import { AlbumGallery } from '../components/album-gallery';
import { AlbumHistory } from '../components/album-history';
import { albumRejectionReason, AlbumStatusTag } from '../components/album-status';

/** An album (/video/album/detail?id=): its status, texts, images in order and review history. */
export default function AlbumDetailPage() {
  const t = useMessages(albumMessages);
  const titles = usePageTitles();
  const [searchParams] = useSearchParams();
  const id = Number(searchParams.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { data: album, error, isLoading } = useMyAlbum(valid ? id : null);

  const back = (
    <Button asChild variant="ghost" icon="chevron-left">
      <Link to="/video/album">{t('back')}</Link>
    </Button>
  );

  let body;
  if (!valid) body = <EmptyState icon="alert" title={t('missingId')} action={back} />;
  else if (error && !album) body = <EmptyState icon="alert" title={t('notFound')} action={back} />;
  else if (isLoading || !album) body = <Skeleton lines={8} />;
  else {
    const editable = album.status === 'draft' || album.status === 'rejected';
    const reason = album.status === 'rejected' ? albumRejectionReason(album) : '';
    body = (
      <Stack space="large">
        <Card
          as="section"
          title={album.title}
          titleAs="h2"
          actions={
            editable ? (
              <Button asChild size="small" tone="accent" variant="soft">
                <Link to={`/video/album/edit?id=${album.id}`}>{t('edit')}</Link>
              </Button>
            ) : undefined
          }
        >
          <Stack space="medium">
            <Inline space="small" alignY="center">
              <AlbumStatusTag status={album.status} />
              <Text tone="muted">{t(`visibility_${album.visibility}`)}</Text>
              <Text tone="muted">{t('imageCount', { count: album.image_count })}</Text>
            </Inline>
            {reason ? (
              <Text tone="critical" as="p">
                {t('reason', { reason })}
              </Text>
            ) : null}
            <Text as="p">{album.description || t('noDescription')}</Text>
            <AlbumGallery images={album.images} cover={album.cover} />
          </Stack>
        </Card>
        <Card as="section" title={t('history')} titleAs="h2">
          <AlbumHistory history={album.history} />
        </Card>
      </Stack>
    );
  }

  return (
    <Stack space="large">
      <Inline space="small" alignY="center" align="spaceBetween">
        <Heading level={1}>{titles.page}</Heading>
        {back}
      </Inline>
      {body}
    </Stack>
  );
}
