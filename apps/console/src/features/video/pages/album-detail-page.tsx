import { Link } from 'react-router-dom';
import { Button, Card, Inline, Stack, Text } from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { useMyAlbum } from '../api/album-api';
import { albumMessages } from '../album-messages';
import { AlbumGallery } from '../components/album-gallery';
import { ContentHistory } from '../components/content-history';
import { ContentPage, useContentId } from '../components/content-page';
import { ContentStatusTag, isEditable, rejectionReason } from '../components/content-status';

/** An album (/video/album/detail?id=): its status, texts, images in order and review history. */
export default function AlbumDetailPage() {
  const t = useMessages(albumMessages);
  const content = useContentId();
  const loaded = useMyAlbum(content.id);

  return (
    <ContentPage messages={albumMessages} backTo="/video/album" content={content} loaded={loaded}>
      {(album) => {
        if (!album) return null;
        const reason = album.status === 'rejected' ? rejectionReason(album) : '';
        return (
          <Stack space="large">
            <Card
              as="section"
              title={album.title}
              titleAs="h2"
              actions={
                isEditable(album.status) ? (
                  <Button asChild size="small" tone="accent" variant="soft">
                    <Link to={`/video/album/edit?id=${album.id}`}>{t('edit')}</Link>
                  </Button>
                ) : undefined
              }
            >
              <Stack space="medium">
                <Inline space="small" alignY="center">
                  <ContentStatusTag status={album.status} messages={albumMessages} />
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
              <Stack space="medium">
                <ContentHistory history={album.history} messages={albumMessages} />
              </Stack>
            </Card>
          </Stack>
        );
      }}
    </ContentPage>
  );
}
