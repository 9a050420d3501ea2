import TerserPlugin from 'terser-webpack-plugin';
import { webpackConfig } from './webpack.common.mjs';

export default (_env, argv) =>
  webpackConfig({
    mode: argv.mode ?? 'production',
    scriptLoader: (dev) => ({
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'ecmascript', jsx: true },
          transform: { react: { runtime: 'automatic', development: dev, refresh: dev } },
        },
        env: { targets: 'defaults' },
      },
    }),
    minimizer: new TerserPlugin({ minify: TerserPlugin.swcMinify }),
  });
