import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#1f4e79' },
    secondary: { main: '#c0504d' },
  },
  shape: { borderRadius: 6 },
});
