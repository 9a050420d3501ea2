import { createRequire } from 'node:module';
import TerserPlugin from 'terser-webpack-plugin';
import { webpackConfig } from './webpack.common.mjs';

const require = createRequire(import.meta.url);

export default (_env, argv) =>
  webpackConfig({
    mode: argv.mode ?? 'production',
    scriptLoader: (dev) => ({
      loader: 'babel-loader',
      options: {
        babelrc: false,
        configFile: false,
        presets: [
          [require.resolve('@babel/preset-env'), { targets: 'defaults' }],
          [require.resolve('@babel/preset-react'), { runtime: 'automatic', development: dev }],
        ],
        plugins: dev ? [require.resolve('react-refresh/babel')] : [],
      },
    }),
    minimizer: new TerserPlugin(),
  });
