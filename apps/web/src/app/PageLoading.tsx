import { Spin } from 'antd';

/** Full-area spinner while a route or its data loads. */
export function PageLoading() {
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '60vh' }}>
      <Spin size="large" />
    </div>
  );
}

export default PageLoading;
