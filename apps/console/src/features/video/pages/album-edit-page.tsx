import { Link, useNavigate } from 'react-router-dom';
import { type AlbumDetail } from '@creator-console/contract';
import { Button, Inline, Stack, Text } from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { useMyAlbum } from '../api/album-api';
import { albumMessages } from '../album-messages';
import { AlbumForm } from '../components/album-form';
import { AlbumGallery } from '../components/album-gallery';
import { albumKind } from '../content-kinds';
import { ContentPage, ReadOnlyContent, useContentId } from '../components/content-page';
import { isEditable, RejectedNote } from '../components/content-status';

/**
 * Create or edit an album (/video/album/edit, `?id=` for a saved one): the album form for a new,
 * draft or rejected album (a rejected one shows why); a read-only view with a note for an album in
 * review or published. A saved draft stays here (its id in the URL); a submitted album goes to
 * the list.
 */
export default function AlbumEditPage() {
  const t = useMessages(albumMessages);
  const navigate = useNavigate();
  const content = useContentId({ allowNew: true });
  const loaded = useMyAlbum(content.id);
  const heading = (album: AlbumDetail | undefined) => (album ? album.title || t('editTitle') : t('newTitle'));

  const onSaved = (saved: AlbumDetail, submitted: boolean) => {
    if (submitted) void navigate('/video/album');
    else if (content.isNew) void navigate(`/video/album/edit?id=${saved.id}`, { replace: true });
  };

  return (
    <ContentPage
      messages={albumMessages}
      backTo="/video/album"
      content={content}
      loaded={loaded}
      cardTitle={heading}
    >
      {(album) => {
        if (!album) return <AlbumForm title={heading(undefined)} onSaved={onSaved} />;
        if (!isEditable(album.status)) return <ReadOnlyAlbum album={album} />;
        return (
          <Stack space="large">
            <RejectedNote content={album} messages={albumMessages} />
            {/* Keyed by id: a freshly created draft's form starts again from what was saved. */}
            <AlbumForm key={album.id} album={album} title={heading(album)} onSaved={onSaved} />
          </Stack>
        );
      }}
    </ContentPage>
  );
}

function ReadOnlyAlbum({ album }: { album: AlbumDetail }) {
  const t = useMessages(albumMessages);
  return (
    <ReadOnlyContent content={album} messages={albumMessages} inReview={albumKind.inReview}>
      <Text as="p">{album.description || t('noDescription')}</Text>
      <AlbumGallery images={album.images} cover={album.cover} />
      <Inline space="small">
        <Button asChild variant="soft">
          <Link to={`/video/album/detail?id=${album.id}`}>{t('viewLabel', { title: album.title })}</Link>
        </Button>
      </Inline>
    </ReadOnlyContent>
  );
}
