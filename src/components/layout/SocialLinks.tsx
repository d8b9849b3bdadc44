import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import InstagramIcon from '@mui/icons-material/Instagram';
import IconButton from '@mui/material/IconButton';
import Box from '@mui/material/Box';
import { type SocialNetwork, site } from '../../config/site';

const icons: Record<SocialNetwork, typeof FacebookIcon> = { facebook: FacebookIcon, instagram: InstagramIcon, google: GoogleIcon };

export function SocialLinks({ color = 'inherit', size = 'medium' }: { color?: 'inherit' | 'primary'; size?: 'small' | 'medium' }) {
  return (
    <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
      {site.social.map(({ network, label, href }) => {
        const Icon = icons[network];
        return (
          <li key={network}>
            <IconButton component="a" href={href} target="_blank" rel="noopener noreferrer" aria-label={label} color={color} size={size}>
              <Icon fontSize={size} />
            </IconButton>
          </li>
        );
      })}
    </Box>
  );
}
