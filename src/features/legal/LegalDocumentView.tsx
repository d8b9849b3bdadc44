import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLocation } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { RouterLink } from '../../components/ui/links';
import type { LegalDocument } from '../../content/types';
import { formatDate } from '../../lib/format';
import { scrollBehavior } from '../../lib/motion';

/** `Payments and refunds` → `payments-and-refunds`: the anchor of a section. */
export const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const focusSection = (id: string) => document.getElementById(id)?.focus({ preventScroll: true });

/**
 * A legal document (privacy policy, terms): a table of contents whose links jump to numbered
 * sections, and the date it was last updated.
 */
export function LegalDocumentView({ document: doc, path }: { document: LegalDocument; path: '/privacy-policy' | '/terms-and-conditions' }) {
  const location = useLocation();
  const sections = doc.sections.map((section, i) => ({ ...section, id: anchorOf(section.heading), number: i + 1 }));

  const jump = (id: string) => (event: MouseEvent) => {
    // Already at this anchor: the router would keep the scroll position, so scroll ourselves.
    if (location.hash === id) {
      event.preventDefault();
      document.getElementById(id)?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    }
    // Keyboard and screen-reader users continue reading from the section they chose.
    requestAnimationFrame(() => focusSection(id));
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {doc.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: { xs: 4, md: 6 } }}>
        Last updated <time dateTime={doc.lastUpdated}>{formatDate(doc.lastUpdated)}</time>
      </Typography>

      <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '17rem minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Box
          component="nav"
          aria-labelledby="contents-heading"
          sx={{ position: { md: 'sticky' }, top: { md: 96 }, maxHeight: { md: 'calc(100vh - 120px)' }, overflowY: { md: 'auto' }, p: 2.5, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 3 }}
        >
          <Typography id="contents-heading" component="h2" sx={{ fontWeight: 700, fontSize: '1.0625rem', mb: 1 }}>
            Contents
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75, fontSize: '0.9375rem' }}>
            {sections.map((section) => (
              <li key={section.id}>
                <RouterLink to={path} hash={section.id} onClick={jump(section.id)}>
                  {section.heading}
                </RouterLink>
              </li>
            ))}
          </Box>
        </Box>

        <Box sx={{ maxWidth: '48rem', overflowWrap: 'anywhere' }}>
          {sections.map((section) => (
            <Box component="section" key={section.id} aria-labelledby={section.id} sx={{ mb: 5 }}>
              <Typography id={section.id} tabIndex={-1} variant="h2" sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, mb: 2, scrollMarginTop: 20, outline: 'none' }}>
                {section.number}. {section.heading}
              </Typography>
              {section.paragraphs.map((paragraph) => (
                <Typography key={paragraph} sx={{ mb: 2, fontSize: '1.0625rem' }}>
                  {paragraph}
                </Typography>
              ))}
              {section.bullets && (
                <Box component="ul" sx={{ m: 0, mb: 2, pl: 3, display: 'grid', gap: 1, fontSize: '1.0625rem' }}>
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      </Box>
    </Container>
  );
}
